import type { ONBOARDING_TEXTS, SAME_AS_BILLING_LABEL } from '../onboarding-texts';

type OnboardingText = (typeof ONBOARDING_TEXTS)[keyof typeof ONBOARDING_TEXTS] | typeof SAME_AS_BILLING_LABEL;

/** The onboarding namespace in Spanish, keyed by the English texts (loaded when a buyer chooses Español). */
const ES: Readonly<Record<OnboardingText, string>> = {
  'Account Setup': 'Configuración de la cuenta',
  'Account Details': 'Datos de la cuenta',
  NEXT: 'SIGUIENTE',
  EDIT: 'EDITAR',
  CANCEL: 'CANCELAR',
  'SUBMIT FOR REVIEW': 'ENVIAR PARA REVISIÓN',
  Completed: 'Completado',
  'Not started': 'Sin empezar',
  'In progress': 'En curso',
  Optional: 'Opcional',
  'Select…': 'Seleccionar…',
  'Loading...': 'Cargando...',
  'Something went wrong': 'Algo salió mal',
  'Account Application Submitted for Review': 'Solicitud de cuenta enviada para revisión',
  'Go to Account Details': 'Ir a los datos de la cuenta',
  'Customer id': 'Id. de cliente',
  'Sales representative': 'Representante de ventas',
  Phone: 'Teléfono',
  'E-mail': 'Correo electrónico',
  WhatsApp: 'WhatsApp',
  Documents: 'Documentos',
  Document: 'Documento',
  'No data': 'Sin datos',
  Status: 'Estado',
  Uploaded: 'Subido',
  Expires: 'Vence',
  Actions: 'Acciones',
  Download: 'Descargar',
  Upload: 'Subir',
  'Open form': 'Abrir el formulario',
  'View form': 'Ver el formulario',
  'Rejected:': 'Rechazado:',
  'Document Downloaded successfully': 'Documento descargado correctamente',
  'Upload Missing Document': 'Subir el documento que falta',
  'Choose a file or drop it here': 'Elige un archivo o suéltalo aquí',
  'Only pdf, gif, png, jpg, jpeg, tif, tiff, docx, doc, xlsx, xls, txt files are allowed':
    'Solo se admiten archivos pdf, gif, png, jpg, jpeg, tif, tiff, docx, doc, xlsx, xls y txt',
  'Document is required to upload': 'Hay que subir el documento',
  'Document Added successfully': 'Documento añadido correctamente',
  UPLOAD: 'SUBIR',
  CLOSE: 'CERRAR',
  Remove: 'Quitar',
  'Same as billing address': 'Igual que la dirección de facturación',
};

export default ES;
