import { useSelector } from 'react-redux';
import { Authority } from '@bp/api-contract/constants';
import { selectSessionUser, useGetAuthoritiesQuery, type StateWithSession } from '@bp/data-access-api';

/** Whether the buyer may claim and write (CAN_BUY_ONLINE); false while the authorities load. */
export function useCanBuyOnline(): boolean {
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const authorities = useGetAuthoritiesQuery(username, { skip: !username });
  return authorities.data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
}
