import { Document, NodeIO, type Material, type Node } from '@gltf-transform/core';
import { BRANDS } from '../../../contracts/brands';
import type { DocumentContext } from '../context';
import { unitLayout } from '../drawing/layout';

/** A box: its centre and its size along x, y, z, m. */
interface Box {
  centre: [number, number, number];
  size: [number, number, number];
}

/** Partitions are 20 mm panels; doors stand 5 mm proud of the service side. */
const PARTITION_M = 0.02;
const DOOR_M = 0.005;

/** The six faces of a box, each as its outward normal and its four corners (counter-clockwise seen from outside). */
const FACES: { normal: [number, number, number]; corners: [number, number, number][] }[] = [
  {
    normal: [1, 0, 0],
    corners: [
      [1, -1, 1],
      [1, -1, -1],
      [1, 1, -1],
      [1, 1, 1],
    ],
  },
  {
    normal: [-1, 0, 0],
    corners: [
      [-1, -1, -1],
      [-1, -1, 1],
      [-1, 1, 1],
      [-1, 1, -1],
    ],
  },
  {
    normal: [0, 1, 0],
    corners: [
      [-1, 1, 1],
      [1, 1, 1],
      [1, 1, -1],
      [-1, 1, -1],
    ],
  },
  {
    normal: [0, -1, 0],
    corners: [
      [-1, -1, -1],
      [1, -1, -1],
      [1, -1, 1],
      [-1, -1, 1],
    ],
  },
  {
    normal: [0, 0, 1],
    corners: [
      [-1, -1, 1],
      [1, -1, 1],
      [1, 1, 1],
      [-1, 1, 1],
    ],
  },
  {
    normal: [0, 0, -1],
    corners: [
      [1, -1, -1],
      [-1, -1, -1],
      [-1, 1, -1],
      [1, 1, -1],
    ],
  },
];

/** sRGB hex to the linear RGBA glTF's baseColorFactor takes, times a brightness factor. */
function linearColour(hex: string, factor = 1, alpha = 1): [number, number, number, number] {
  const channel = (i: number) => {
    const c = (parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255) * factor;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return [channel(0), channel(1), channel(2), alpha];
}

/** Depth of the frost preheater's element bank along the air path, mm (open-coil elements in a frame). */
const PREHEATER_DEPTH_MM = 80;

/**
 * The selected unit as a binary glTF 2.0 (.glb) for the in-app viewer, in metres with y up: x along the length, z
 * across the width with the service side towards +z, the origin at the middle of the floor. The casing is a box of
 * the catalogue's outer dimensions (translucent, in the brand's colour) with the section partitions and the
 * row divider inside, the electric frost preheater's element bank (red) when the unit has one, a darker door over each
 * serviced component on the service side (5 mm proud) and the four grey
 * duct spigots of the catalogue's duct size standing out of the end panels by the flexible connections' depth (the
 * drawing's SPIGOT_DEPTH_MM); so the casing mesh, not the whole model, has exactly the outer dimensions along x.
 * Every part is its own mesh, centred on its node's translation. Layout assumptions: drawing/layout.ts.
 */
export async function unitModelGltf(ctx: DocumentContext): Promise<Uint8Array> {
  const layout = unitLayout(ctx.selection);
  const m = (mm: number) => mm / 1000;
  const L = m(layout.lengthMm);
  const W = m(layout.widthMm);
  const H = m(layout.heightMm);
  // Layout millimetres (x from the left end, y up, z from the back) to model metres about the floor's middle.
  const at = (xMm: number, yMm: number, zMm: number): [number, number, number] => [
    m(xMm) - L / 2,
    m(yMm),
    m(zMm) - W / 2,
  ];

  const doc = new Document();
  doc.getRoot().getAsset().generator = `${BRANDS[ctx.brand].softwareName} ${ctx.release}`;
  const buffer = doc.createBuffer();
  const scene = doc.createScene(ctx.position.name);
  const root = doc.createNode(ctx.dataSheet.generalProductSpec.model);
  scene.addChild(root);

  const primary = BRANDS[ctx.brand].theme.light.primary;
  const material = (name: string, colour: [number, number, number, number]): Material => {
    const mat = doc
      .createMaterial(name)
      .setBaseColorFactor(colour)
      .setMetallicFactor(0.1)
      .setRoughnessFactor(0.7);
    if (colour[3] < 1) {
      mat.setAlphaMode('BLEND').setDoubleSided(true);
    }
    return mat;
  };
  const materials = {
    casing: material('casing', linearColour(primary, 1, 0.35)),
    partition: material('partition', linearColour('#c9ced6')),
    door: material('door', linearColour(primary, 0.55)),
    spigot: material('spigot', linearColour('#8a8f96')),
  };

  const addBox = (name: string, box: Box, mat: Material): Node => {
    const [sx, sy, sz] = box.size.map((s) => s / 2) as [number, number, number];
    const positions: number[] = [];
    const normals: number[] = [];
    const indices: number[] = [];
    for (const face of FACES) {
      const base = positions.length / 3;
      for (const [cx, cy, cz] of face.corners) {
        positions.push(cx * sx, cy * sy, cz * sz);
        normals.push(...face.normal);
      }
      indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
    const primitive = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
      )
      .setAttribute(
        'NORMAL',
        doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer),
      )
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(indices)).setBuffer(buffer))
      .setMaterial(mat);
    const node = doc
      .createNode(name)
      .setMesh(doc.createMesh(name).addPrimitive(primitive))
      .setTranslation(box.centre);
    root.addChild(node);
    return node;
  };
  /** A box between two corners in layout millimetres. */
  const between = (a: [number, number, number], b: [number, number, number]): Box => {
    const p = at(...a);
    const q = at(...b);
    return {
      centre: [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2],
      size: [Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]), Math.abs(q[2] - p[2])],
    };
  };

  addBox('casing', { centre: [0, H / 2, 0], size: [L, H, W] }, materials.casing);

  // Partitions between the sections, and the divider between the air paths (not through the exchanger).
  const inset = 1;
  const t = PARTITION_M * 1000;
  layout.partitions.forEach((x, i) =>
    addBox(
      `partition-${i + 1}`,
      between([x - t / 2, inset, inset], [x + t / 2, layout.heightMm - inset, layout.widthMm - inset]),
      materials.partition,
    ),
  );
  const recovery = layout.components.find((c) => c.kind === 'recovery');
  const dividerSpans = recovery
    ? [
        [inset, recovery.x0],
        [recovery.x1, layout.lengthMm - inset],
      ]
    : [[inset, layout.lengthMm - inset]];
  dividerSpans.forEach(([x0 = 0, x1 = 0], i) =>
    addBox(
      `divider-${i + 1}`,
      between(
        [x0, layout.heightMm / 2 - t / 2, inset],
        [x1, layout.heightMm / 2 + t / 2, layout.widthMm - inset],
      ),
      materials.partition,
    ),
  );

  layout.doors.forEach((door, i) =>
    addBox(
      `door-${i + 1}`,
      between([door.x0, door.y0, layout.widthMm], [door.x1, door.y1, layout.widthMm + DOOR_M * 1000]),
      materials.door,
    ),
  );

  // The electric frost preheater's element bank (issue 25): a red slab across its air path, mid-section.
  const preheaters = layout.components.filter((component) => component.kind === 'preheater');
  if (preheaters.length > 0) {
    // Its material only when there is one: a unit without keeps exactly its four materials.
    const red = material('preheater', linearColour('#c0392b'));
    for (const c of preheaters) {
      const xMid = (c.x0 + c.x1) / 2;
      const half = Math.min(PREHEATER_DEPTH_MM, c.x1 - c.x0) / 2;
      addBox(
        'frost-preheater',
        between([xMid - half, c.y0 + t, inset], [xMid + half, c.y1 - t, layout.widthMm - inset]),
        red,
      );
    }
  }

  for (const c of layout.connections) {
    const outer = c.x + c.outward * layout.spigotDepthMm;
    addBox(`spigot-${c.code}`, between([c.x, c.y0, c.z0], [outer, c.y1, c.z1]), materials.spigot);
  }

  return new NodeIO().writeBinary(doc);
}
