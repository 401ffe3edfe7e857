import type { ProofOfExportText } from '../proof-of-export-texts';

type ProofOfExportEnglish = (typeof ProofOfExportText)[keyof typeof ProofOfExportText];

/** The Proof of Export dialog in Spanish, keyed by the English texts (loaded when a buyer chooses Español). */
const ES: Readonly<Record<ProofOfExportEnglish, string>> = {
  'Upload Proof of Export': 'Subir la prueba de exportación',
  'Please upload at least one Proof of Export Document.': 'Sube al menos un documento de prueba de exportación.',
  'Please upload Proof of Export Document.': 'Sube el documento de prueba de exportación.',
  'Proof of Export Document uploaded failed! Please try again.': '¡No se pudo subir el documento de prueba de exportación! Inténtalo de nuevo.',
  'Proof of Export Document uploaded successfully. You will receive an email once it is verified.':
    'El documento de prueba de exportación se subió correctamente. Recibirás un correo cuando se verifique.',
  'PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.':
    'PAGAR Y ENVIAR AHORA está desactivado hasta que se apruebe la prueba de exportación enviada.',
  'Choose a file': 'Elegir un archivo',
  UPLOAD: 'SUBIR',
  CLOSE: 'CERRAR',
};

export default ES;
