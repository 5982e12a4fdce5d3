import type { documentsEn } from './documents.en';

/** The texts of a position revision's documents (de). */
export const documentsDe: typeof documentsEn = {
  documents: {
    actions: {
      model: 'Modell',
      standardPdf: 'Standard-PDF',
      proluxPdf: 'PROLUX-PDF',
      documentation: 'Dokumentation',
      technicalCard: 'Technisches Datenblatt',
    },
    revision: 'Revision {{revision}}',
    missingPosition:
      'Es wurde keine Position gewählt. Öffnen Sie eine Position und wählen Sie dort ihre Dokumente.',
    language: 'Sprache der Dokumente',
    document: 'Dokument',
    format: 'Format',
    open: 'Öffnen',
    download: 'Herunterladen',
    openFile: '{{document}} ({{format}}) öffnen',
    downloadFile: '{{document}} ({{format}}) herunterladen',
    downloadAll: 'Alle herunterladen (ZIP)',
    zipContents:
      'Das ZIP enthält das Datenblatt, die Zeichnung (PDF und DXF), das Regelschema, den Ausschreibungstext und das IFC-Modell.',
    types: {
      dataSheet: 'Datenblatt',
      drawing: 'Zeichnung',
      controlScheme: 'Regelschema',
      specification: 'Ausschreibungstext',
      bimModel: 'BIM-Modell (IFC4)',
    },
    technicalCard: {
      title: 'Technisches Datenblatt',
      loading: 'Das Datenblatt wird geladen…',
      noPdfViewer:
        'Dieser Browser kann PDF-Dateien hier nicht anzeigen. Laden Sie das Datenblatt mit den Schaltflächen oben herunter.',
    },
    viewer: {
      title: '3D-Modell: {{name}}',
      loading: 'Das 3D-Modell wird geladen…',
      resetView: 'Ansicht zurücksetzen',
      downloadIfc: 'IFC herunterladen',
      close: 'Schließen',
      hint: 'Ziehen zum Drehen, Scrollen oder Zwei-Finger-Geste zum Zoomen, mit der rechten Maustaste verschieben.',
      modelLinkError: 'Fehler beim Modell-Link',
      noWebGl: 'Dieser Browser kann keine 3D-Grafik anzeigen (WebGL ist nicht verfügbar).',
      unreadable: 'Das 3D-Modell konnte nicht gelesen werden.',
    },
  },
};
