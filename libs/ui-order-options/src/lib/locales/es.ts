import type { SpanishTexts } from '@bp/ui-kit';
import type { OptionText } from '../option-texts';

/** The order options namespace in Spanish (loaded when a buyer chooses Español). */
const ES: SpanishTexts<typeof OptionText> = {
  shippingAddress: 'Dirección de envío',
  shippingMethod: 'Método de envío',
  billingAddress: 'Dirección de facturación',
  paymentMethod: 'Método de pago',
  additionalServices: 'Servicios adicionales',
  edit: 'Editar {{row}}',
  done: 'LISTO',
  notSelected: 'Sin seleccionar',
  noChoices: 'No hay opciones',
  choose: 'Seleccionar…',
  carrier: 'Transportista',
  serviceLevel: 'Nivel de servicio',
  accountNumber: 'Número de cuenta',
  freight: 'Flete',
  insurance: 'Seguro',
  yes: 'SÍ',
  no: 'NO',
  insuredAmount: 'Importe asegurado (máx. {{maximum}})',
  apply: 'Aplicar',
  shippingInstructions: 'Instrucciones de envío',
  serviceFeePerUnit: '{{fee}} por unidad',
  serviceFeePercentOfSubtotal: '{{percent}} % del subtotal',
  serviceFeePercentOfTotal: '{{percent}} % del total',
};

export default ES;
