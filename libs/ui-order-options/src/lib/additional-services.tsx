import { Flex } from 'antd';
import type { AdditionalService } from '@bp/api-contract';
import { FeeType } from '@bp/api-contract/constants';
import { useCurrencyFormatter } from '@bp/ui-kit';
import { CheckboxChoice } from './choice-inputs';
import { useOptionText } from './option-texts';

export interface AdditionalServicesProps {
  services: readonly AdditionalService[];
  selected: readonly string[];
  readOnly?: boolean;
  /** Called at once on every tick (spec 02 §2: additional services save immediately). */
  onChange: (selected: string[]) => void;
}

/** The service's fee as the buyer reads it: '$5.00', '$0.50 per unit' or '2% of subtotal'. */
function useFeeText(): (service: AdditionalService) => string {
  const { format } = useCurrencyFormatter();
  const text = useOptionText();
  return (service) => {
    switch (service.feeType) {
      case FeeType.FIXED:
        return format(service.fee);
      case FeeType.PER_UNIT:
        return text('serviceFeePerUnit', { fee: format(service.fee) });
      case FeeType.PERC_OF_ORDER_SUBTOTAL:
        return text('serviceFeePercentOfSubtotal', { percent: service.fee });
      default:
        return text('serviceFeePercentOfTotal', { percent: service.fee });
    }
  };
}

/** Additional services as checkboxes; each tick is reported at once, in the services' own order. */
export function AdditionalServices({ services, selected, readOnly = false, onChange }: AdditionalServicesProps) {
  const feeText = useFeeText();
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(services.map((service) => service.id).filter((serviceId) => next.has(serviceId)));
  };
  return (
    <Flex vertical gap="small">
      {services.map((service) => (
        <CheckboxChoice key={service.id} checked={selected.includes(service.id)} disabled={readOnly} onChange={(checked) => toggle(service.id, checked)}>
          <span>
            {service.label} ({feeText(service)})
          </span>
          {service.description ? (
            <>
              <br />
              <span>{service.description}</span>
            </>
          ) : null}
        </CheckboxChoice>
      ))}
    </Flex>
  );
}
