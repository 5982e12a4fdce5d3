import {
  Colors,
  DxfWriter,
  LWPolylineFlags,
  point2d,
  point3d,
  TextHorizontalAlignment,
  TextVerticalAlignment,
  Units,
} from '@tarikjabiri/dxf';
import { BRANDS } from '../../../contracts/brands';
import type { DocumentContext } from '../context';
import { DRAWING_TEXTS } from './texts';
import { drawingViews, PAPER_TEXT_MM, titleRows, type DrawingLayer } from './views';

/** ACI colours of the layers. */
const LAYER_COLOURS: Record<DrawingLayer, number> = {
  OUTLINE: Colors.White,
  SECTIONS: Colors.Cyan,
  DOORS: Colors.Green,
  CONNECTIONS: Colors.Red,
  DIMENSIONS: Colors.Yellow,
  TEXT: Colors.White,
};

const ALIGN = {
  left: TextHorizontalAlignment.Left,
  center: TextHorizontalAlignment.Center,
  right: TextHorizontalAlignment.Right,
};

/** The scale the DXF's texts are sized for when plotted (the model itself is 1:1, in millimetres). */
const DXF_PLOT_SCALE = 20;

/**
 * The unit drawing as DXF (AutoCAD 2007, UTF-8), 1:1 in millimetres ($INSUNITS = 4): the same three views as the PDF
 * on the layers OUTLINE (casing), SECTIONS, DOORS (service side), CONNECTIONS (ODA, SUP, ETA, EHA), DIMENSIONS and
 * TEXT, with the title block's rows as text under the views.
 */
export function drawingDxf(ctx: DocumentContext): string {
  // A CAD file keeps its drawing unit, mm, whatever the reader's units (issue 30): its figures must match its geometry.
  const views = drawingViews({ ...ctx, unitSystem: 'si' }, PAPER_TEXT_MM * DXF_PLOT_SCALE);
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  dxf.addLType('DASHED', '__ __ __', [40, -20]);
  for (const [layer, colour] of Object.entries(LAYER_COLOURS)) {
    dxf.addLayer(layer, colour, layer === 'DOORS' ? 'DASHED' : 'Continuous');
  }
  for (const shape of views.shapes) {
    const options = {
      layerName: shape.layer,
      ...(shape.type !== 'text' && shape.dashed ? { lineType: 'DASHED' } : {}),
    };
    if (shape.type === 'rect') {
      dxf.addLWPolyline(
        [
          { point: point2d(shape.x, shape.y) },
          { point: point2d(shape.x + shape.w, shape.y) },
          { point: point2d(shape.x + shape.w, shape.y + shape.h) },
          { point: point2d(shape.x, shape.y + shape.h) },
        ],
        { ...options, flags: LWPolylineFlags.Closed },
      );
    } else if (shape.type === 'line') {
      dxf.addLine(point3d(shape.x1, shape.y1), point3d(shape.x2, shape.y2), options);
    } else {
      const anchor = point3d(shape.x, shape.y);
      dxf.addText(anchor, shape.height, shape.text, {
        ...options,
        horizontalAlignment: ALIGN[shape.align],
        verticalAlignment: TextVerticalAlignment.Middle,
        secondAlignmentPoint: anchor,
        ...(shape.vertical ? { rotation: 90 } : {}),
      });
    }
  }
  // The title block's rows under the views, left-aligned.
  const h = views.textHeightMm;
  const rows = [
    [DRAWING_TEXTS[ctx.language].title, `${BRANDS[ctx.brand].softwareName} ${ctx.release}`],
    ...titleRows({ ...ctx, unitSystem: 'si' }),
  ];
  rows.forEach(([label, value], i) => {
    const at = point3d(views.extents.minX, views.extents.minY - h * 3 - i * h * 1.8);
    dxf.addText(at, h, `${label}: ${value}`, { layerName: 'TEXT' });
  });
  return dxf.stringify();
}
