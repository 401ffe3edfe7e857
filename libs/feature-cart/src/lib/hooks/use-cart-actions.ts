import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { CartSnackbar, OfferMessage, OfferState, OfferStatus, VERIFIED_PROSPECT } from '@bp/api-contract/constants';
import {
  isApiError,
  startCheckoutLoadAhead,
  writeCheckoutHandover,
  useDeleteOfferMutation,
  useDeleteOffersMutation,
  useMoveToCartMutation,
  type CartItem,
  type CartOffer,
} from '@bp/data-access-api';
import { useFeedback, usePagePreload } from '@bp/ui-kit';
import type { WarehouseGroup } from '../cart-model';
import { selectionChanged } from '../cart-slice';
import { CART_TEXTS, SNACKBAR_SECONDS, type CartText } from '../cart-texts';
import { checkoutPath, type CheckoutNavigationState } from '../routes';
import type { CartData } from './use-cart-data';

const TAB_TEXTS: Record<OfferState, string> = {
  READY_TO_CHECKOUT: CART_TEXTS.tabCart,
  AWAITING_BUYER_REVIEW: CART_TEXTS.tabBuyerReview,
  AWAITING_TENANT_REVIEW: CART_TEXTS.tabTenantReview,
};

/** The tab's name for a state (spec 01 §2). */
export function tabText(state: OfferState): string {
  return TAB_TEXTS[state];
}

export type CartDialog = { kind: 'none' } | { kind: 'edit'; entry: CartItem; state: OfferState } | { kind: 'notReady' };
const NO_DIALOG: CartDialog = { kind: 'none' };

/** Spec 01 §6: a prospect is ready for checkout once onboarding verified it. */
export function isNotReadyProspect(prospectId: string | null | undefined, onboardingStatus: string | null | undefined): boolean {
  return Boolean(prospectId) && onboardingStatus !== VERIFIED_PROSPECT;
}

/** Offers of partner stock go to pxnr/offer with their seller's header: one call per seller. */
export function byParticipant(entries: readonly CartItem[]): Map<string | undefined, string[]> {
  const calls = new Map<string | undefined, string[]>();
  for (const entry of entries) {
    const key = entry.stocklistOffer.pxnsParticipantId;
    const ids = calls.get(key);
    if (ids) ids.push(entry.stocklistOffer.offerId);
    else calls.set(key, [entry.stocklistOffer.offerId]);
  }
  return calls;
}

export interface CartActionsInput {
  t: CartText;
  data: Pick<CartData, 'userInfo' | 'warehouses' | 'settings' | 'onHoldCodes'>;
  /** The ticked entries of the current tab: what Move to cart and Delete selected act on. */
  selectedInTab: readonly CartItem[];
  groupSelectable: ReadonlyMap<string, string[]>;
}

/**
 * What the buyer does on the cart page: tick, edit, delete one or many, move to cart, check out
 * (or, for a prospect not yet verified, the Not Ready For Checkout dialog), with the snackbars of
 * spec 01 §8 and the open dialog.
 */
export function useCartActions({ t, data, selectedInTab, groupSelectable }: CartActionsInput) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The shell's snackbars: antd's message loads on the first one, not with the cart.
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<CartDialog>(NO_DIALOG);
  const closeDialog = useCallback(() => setDialog(NO_DIALOG), []);

  const notify = useCallback((text: string) => message.success(text, SNACKBAR_SECONDS), [message]);
  const warn = useCallback((text: string) => message.warning(text, SNACKBAR_SECONDS), [message]);

  const [deleteOffer] = useDeleteOfferMutation();
  const [deleteOffers, deleteManyState] = useDeleteOffersMutation();
  const [moveToCart, moveState] = useMoveToCartMutation();

  const onToggle = useCallback((offerId: string, isSelected: boolean) => dispatch(selectionChanged({ offerIds: [offerId], selected: isSelected })), [dispatch]);
  const onSelect = useCallback(
    (offerIds: readonly string[], isSelected: boolean) => dispatch(selectionChanged({ offerIds: [...offerIds], selected: isSelected })),
    [dispatch],
  );
  const onEdit = useCallback((entry: CartItem) => setDialog({ kind: 'edit', entry, state: entry.stocklistOffer.offerState }), []);
  const onDelete = useCallback(
    async (entry: CartItem) => {
      try {
        await deleteOffer({ offerId: entry.stocklistOffer.offerId, pxnsParticipantId: entry.stocklistOffer.pxnsParticipantId }).unwrap();
        dispatch(selectionChanged({ offerIds: [entry.stocklistOffer.offerId], selected: false }));
        // A buy at list price is a cart item; everything else is an offer.
        notify(t(entry.stocklistOffer.offerStatus === OfferStatus.BUY_AT_LIST ? CartSnackbar.REMOVED : CartSnackbar.OFFER_DELETED));
      } catch (error) {
        // Spec 01 §8: offer delete failures are only logged; the entry comes back (optimistic undo).
        console.error('Deleting the cart entry failed', error);
      }
    },
    [deleteOffer, dispatch, notify, t],
  );
  const onToggleGroup = useCallback(
    (group: WarehouseGroup, isSelected: boolean) => dispatch(selectionChanged({ offerIds: groupSelectable.get(group.warehouse) ?? [], selected: isSelected })),
    [dispatch, groupSelectable],
  );

  const { userInfo, warehouses, settings, onHoldCodes } = data;
  const checkoutReady = !isNotReadyProspect(userInfo?.prospectId, userInfo?.onboardingStatus) && userInfo?.readyForCheckout !== false;
  const preloadPage = usePagePreload();
  /** Where a group's Checkout button leads and what it hands over: the ticked entries of this warehouse. */
  const checkoutOf = useCallback(
    (group: WarehouseGroup) => {
      const partnerId = group.entries.find((entry) => entry.stocklistOffer.pxnsParticipantId)?.stocklistOffer.pxnsParticipantId;
      const navigationState: CheckoutNavigationState = {
        fromCart: true,
        warehouseCode: group.warehouse,
        warehouseId: warehouses?.find((warehouse) => warehouse.warehouseCode === group.warehouse)?.warehouseId ?? group.warehouse,
        pxParticipantId: partnerId ?? settings?.pxParticipantId ?? null,
        isPxns: Boolean(partnerId),
      };
      const addToExistingOrder = onHoldCodes.includes(group.warehouse);
      const selected = new Set(selectedInTab.map((entry) => entry.stocklistOffer.offerId));
      const offerIds = group.entries.map((entry) => entry.stocklistOffer.offerId).filter((offerId) => selected.has(offerId));
      const handover = {
        offerIds,
        warehouseCode: navigationState.warehouseCode,
        warehouseId: navigationState.warehouseId,
        pxParticipantId: partnerId ?? null,
        isPxns: navigationState.isPxns,
      };
      return { path: checkoutPath(group.label, addToExistingOrder), navigationState, addToExistingOrder, handover };
    },
    [warehouses, settings, onHoldCodes, selectedInTab],
  );
  /**
   * The buyer points at or focuses a Checkout button, so the checkout page's module and
   * its load call (the same arguments the page will pass) start now rather than after the click.
   */
  const onCheckoutIntent = useCallback(
    (group: WarehouseGroup) => {
      if (!checkoutReady) return;
      const { path, addToExistingOrder, handover } = checkoutOf(group);
      preloadPage(path);
      if (!addToExistingOrder && handover.offerIds.length > 0) {
        startCheckoutLoadAhead(dispatch, { warehouseCode: handover.warehouseCode, offerIds: handover.offerIds, pxnsParticipantId: handover.pxParticipantId });
      }
    },
    [checkoutReady, checkoutOf, preloadPage, dispatch],
  );
  const onCheckout = useCallback(
    (group: WarehouseGroup) => {
      if (!checkoutReady) {
        setDialog({ kind: 'notReady' });
        return;
      }
      const { path, navigationState, addToExistingOrder, handover } = checkoutOf(group);
      // The ticked entries of this warehouse go to checkout, through local storage so a reload keeps them (spec 02 §3).
      writeCheckoutHandover(handover, addToExistingOrder);
      // Without a pointer or focus first (a keyboard shortcut, a test's click), the load starts here.
      onCheckoutIntent(group);
      navigate(path, { state: navigationState });
    },
    [checkoutReady, checkoutOf, onCheckoutIntent, navigate],
  );

  const onMoveToCart = async () => {
    if (selectedInTab.length === 0) {
      warn(t(OfferMessage.NOTHING_SELECTED_TO_MOVE));
      return;
    }
    try {
      for (const [pxnsParticipantId, offerIds] of byParticipant(selectedInTab)) await moveToCart({ offerIds, pxnsParticipantId }).unwrap();
      notify(t(CartSnackbar.MOVED_TO_CART));
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('Something went wrong'), SNACKBAR_SECONDS);
    }
  };

  const onDeleteSelected = async () => {
    const deleting = selectedInTab;
    try {
      for (const [pxnsParticipantId, offerIds] of byParticipant(deleting)) await deleteOffers({ offerIds, pxnsParticipantId }).unwrap();
      dispatch(selectionChanged({ offerIds: deleting.map((entry) => entry.stocklistOffer.offerId), selected: false }));
      notify(t('offersDeleted', { n: deleting.length }));
    } catch (error) {
      console.error('Deleting the selected cart entries failed', error);
    }
  };

  const onSaved = (answer: CartOffer, previousState: OfferState) => {
    setDialog(NO_DIALOG);
    if (answer.offerState !== previousState) {
      // Spec 01 §4: the entry moves to the other tab's group, checked when it lands in the cart.
      if (answer.offerState === OfferState.READY_TO_CHECKOUT) dispatch(selectionChanged({ offerIds: [answer.offerId], selected: true }));
      notify(t('movedTo', { section: t(tabText(answer.offerState)) }));
    } else {
      notify(t(answer.offerStatus === OfferStatus.BUY_AT_LIST ? CartSnackbar.UPDATED : CartSnackbar.OFFER_UPDATED));
    }
  };

  return {
    dialog,
    closeDialog,
    onToggle,
    onSelect,
    onEdit,
    onDelete,
    onToggleGroup,
    onCheckout,
    onCheckoutIntent,
    onMoveToCart,
    onDeleteSelected,
    onSaved,
    moving: moveState.isLoading,
    deletingMany: deleteManyState.isLoading,
  };
}
