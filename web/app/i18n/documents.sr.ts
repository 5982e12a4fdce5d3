import type { documentsEn } from './documents.en';

/** The texts of a position revision's documents (sr, Latin script). */
export const documentsSr: typeof documentsEn = {
  documents: {
    actions: {
      model: 'Model',
      standardPdf: 'Standardni PDF',
      proluxPdf: 'PROLUX PDF',
      documentation: 'Dokumentacija',
      technicalCard: 'Tehnički list',
    },
    revision: 'Revizija {{revision}}',
    missingPosition: 'Nije izabrana pozicija. Otvorite poziciju i tamo izaberite njena dokumenta.',
    language: 'Jezik dokumenata',
    document: 'Dokument',
    format: 'Format',
    open: 'Otvori',
    download: 'Preuzmi',
    openFile: 'Otvori {{document}} ({{format}})',
    downloadFile: 'Preuzmi {{document}} ({{format}})',
    downloadAll: 'Preuzmi sve (zip)',
    zipContents:
      'Zip sadrži tehnički list, crtež (PDF i DXF), šemu upravljanja, tekst specifikacije i IFC model.',
    types: {
      dataSheet: 'Tehnički list',
      drawing: 'Crtež',
      controlScheme: 'Šema upravljanja',
      specification: 'Tekst specifikacije',
      bimModel: 'BIM model (IFC4)',
    },
    technicalCard: {
      title: 'Tehnički list',
      loading: 'Tehnički list se učitava…',
      noPdfViewer:
        'Ovaj pregledač ne može ovde da prikaže PDF datoteke. Preuzmite tehnički list dugmadima iznad.',
    },
    viewer: {
      title: '3D model: {{name}}',
      loading: '3D model se učitava…',
      resetView: 'Vrati prikaz',
      downloadIfc: 'Preuzmi IFC',
      close: 'Zatvori',
      hint: 'Prevucite za rotaciju, skrolujte ili raširite prste za zumiranje, desnim tasterom pomerajte.',
      modelLinkError: 'Greška sa linkom modela',
      noWebGl: 'Ovaj pregledač ne može da prikaže 3D grafiku (WebGL nije dostupan).',
      unreadable: '3D model nije mogao da se pročita.',
    },
  },
};
