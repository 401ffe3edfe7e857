import { theme } from 'antd';
import type { WarehouseGroup } from '../cart-model';
import { type CartText } from '../cart-texts';

export interface WarehouseAnchorsProps {
  groups: readonly WarehouseGroup[];
  /** The anchor of the warehouse in view, highlighted. */
  activeSection: string | undefined;
  t: CartText;
  onJump: (group: WarehouseGroup) => void;
}

/** Spec 01 §2: a sticky anchor link per warehouse (#warehouse-{label without spaces}); the one in view is marked. */
export function WarehouseAnchors({ groups, activeSection, t, onJump }: WarehouseAnchorsProps) {
  const { token } = theme.useToken();
  return (
    <nav
      aria-label={t('warehouses')}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        background: token.colorBgLayout,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '8px 0',
        marginBottom: 8,
        display: 'flex',
        gap: 16,
        flexWrap: 'wrap',
      }}
    >
      {groups.map((group) => (
        <a
          key={group.warehouse}
          href={`#${group.anchorId}`}
          aria-current={activeSection === group.anchorId ? 'location' : undefined}
          style={{ fontWeight: activeSection === group.anchorId ? 700 : 400, textDecoration: activeSection === group.anchorId ? 'underline' : 'none' }}
          onClick={(event) => {
            event.preventDefault();
            onJump(group);
          }}
        >
          {group.label} ({group.entries.length})
        </a>
      ))}
    </nav>
  );
}
