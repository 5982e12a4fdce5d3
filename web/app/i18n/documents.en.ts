/** The texts of a position revision's documents: the header actions, the documentation page, the technical card
 * and the 3D model viewer (en). The download and model notifications live in the snackbar catalogue. */
export const documentsEn = {
  documents: {
    actions: {
      model: 'Model',
      standardPdf: 'Standard PDF',
      proluxPdf: 'PROLUX PDF',
      documentation: 'Documentation',
      technicalCard: 'Technical card',
    },
    revision: 'Revision {{revision}}',
    missingPosition: 'No position was chosen. Open a position and choose its documents there.',
    language: 'Document language',
    document: 'Document',
    format: 'Format',
    open: 'Open',
    download: 'Download',
    openFile: 'Open {{document}} ({{format}})',
    downloadFile: 'Download {{document}} ({{format}})',
    downloadAll: 'Download all (zip)',
    zipContents:
      'The zip holds the data sheet, the drawing (PDF and DXF), the control scheme, the specification text and the IFC model.',
    types: {
      dataSheet: 'Data sheet',
      drawing: 'Drawing',
      controlScheme: 'Control scheme',
      specification: 'Specification text',
      bimModel: 'BIM model (IFC4)',
    },
    technicalCard: {
      title: 'Technical data sheet',
      loading: 'Loading the data sheet…',
      noPdfViewer: 'This browser cannot show PDF files here. Download the data sheet with the buttons above.',
    },
    viewer: {
      title: '3D model: {{name}}',
      loading: 'Loading the 3D model…',
      resetView: 'Reset view',
      downloadIfc: 'Download IFC',
      close: 'Close',
      hint: 'Drag to rotate, scroll or pinch to zoom, drag with the right button to pan.',
      modelLinkError: 'Error with model link',
      noWebGl: 'This browser cannot show 3D graphics (WebGL is not available).',
      unreadable: 'The 3D model could not be read.',
    },
  },
};
