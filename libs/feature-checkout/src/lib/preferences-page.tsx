import { Button, theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Preferences, PreferencesOptions } from '@bp/api-contract';
import { CheckoutMessage } from '@bp/api-contract/constants';
import {
  isApiError,
  resolveErrorMessage,
  useGetPreferencesOptionsQuery,
  useGetSelectedPreferencesQuery,
  useSavePreferencesMutation,
} from '@bp/data-access-api';
import { useFeedback, useNarrowScreen, usePageTitle, useTranslation } from '@bp/ui-kit';
import { OrderOptionRows, useOptionText } from '@bp/ui-order-options';
import {
  blockingMessage,
  maxInsuranceCents,
  paymentOptionOf,
  rowsToFinalize,
  savedSelectionOfPreferences,
  selectionFromSaved,
  shippingOptionOf,
  subFormErrors,
  type OptionRow,
  type OptionRowsContext,
  type SelectedOptions,
} from '@bp/util-validation';

export const PreferencesText = {
  /** The user menu's name for the page (spec 02 §2) is its heading too. */
  title: 'My Preferences',
  backToStock: 'Back to Stock List',
  save: 'SAVE PREFERENCES',
  cancel: 'CANCEL',
  loading: 'Loading your preferences…',
  loadFailed: 'Your preferences could not be loaded',
} as const;

const STOCK_PATH = '/stock';
const PREFERENCES_CONTEXT: OptionRowsContext = { page: 'preferences' };

/** The preferences options carry no insurance maximum: the tenant default caps nothing here, as the amount is hidden. */
const choicesOf = (options: PreferencesOptions) => ({ ...options, requestAQuoteServiceLevels: [] });

/**
 * /preferences (spec 02 §2 Shipping and billing preferences, §4 Preferences page, §5 Preferences
 * save): the option rows preselected with the saved preferences, every value no longer offered
 * dropped. Both calls must answer before the rows show; a failure shows its message as the heading.
 */
export function PreferencesPage() {
  const { t } = useTranslation();
  usePageTitle(t(PreferencesText.title, { defaultValue: PreferencesText.title }));
  const options = useGetPreferencesOptionsQuery();
  const selected = useGetSelectedPreferencesQuery();
  const failure = options.error ?? selected.error;

  if (failure) {
    const message = isApiError(failure)
      ? resolveErrorMessage(failure, (key, defaultValue) => t(key, { defaultValue }))
      : t(PreferencesText.loadFailed, { defaultValue: PreferencesText.loadFailed });
    return <h1>{message}</h1>;
  }
  if (!options.data || !selected.data) {
    return (
      <p role="status" aria-live="polite">
        {t(PreferencesText.loading, { defaultValue: PreferencesText.loading })}
      </p>
    );
  }
  // Keyed so a reload of either answer starts the form again from what was saved.
  return <PreferencesForm key={`${options.fulfilledTimeStamp}|${selected.fulfilledTimeStamp}`} options={options.data} saved={selected.data} />;
}

function PreferencesForm({ options, saved }: { options: PreferencesOptions; saved: Preferences }) {
  const text = useOptionText();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const choices = choicesOf(options);
  const [selection, setSelection] = useState<SelectedOptions>(() => selectionFromSaved(savedSelectionOfPreferences(saved), choices, PREFERENCES_CONTEXT));
  const [openRow, setOpenRow] = useState<OptionRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savePreferences, { isLoading: saving }] = useSavePreferencesMutation();

  const onSave = async () => {
    const insurance = { maximumCents: maxInsuranceCents(null, null) };
    const blocked = blockingMessage(
      rowsToFinalize(selection, choices, PREFERENCES_CONTEXT, openRow),
      subFormErrors(selection, choices, { ...PREFERENCES_CONTEXT, insurance }),
    );
    if (blocked) {
      setRefusal(blocked);
      return;
    }
    setRefusal(null);
    const body: Preferences = {
      shippingOption: shippingOptionOf(selection, choices),
      paymentOption: paymentOptionOf(selection),
      services: selection.additionalServices,
    };
    // A failure is reported by the api's failure handler (error snackbar); the form keeps what was chosen.
    const answer = await savePreferences(body);
    if (!('error' in answer)) void message.success(text(CheckoutMessage.PREFERENCES_SAVED));
  };

  return (
    <div style={{ maxWidth: 880, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{text(PreferencesText.title)}</h1>
        <Link to={STOCK_PATH}>← {text(PreferencesText.backToStock)}</Link>
      </div>
      <p>{text(CheckoutMessage.PREFERENCES_DESCRIPTION)}</p>
      <OrderOptionRows
        choices={choices}
        selection={selection}
        onChange={setSelection}
        context={PREFERENCES_CONTEXT}
        openRow={openRow}
        onOpenRowChange={setOpenRow}
        showErrors={refusal !== null}
      />
      {refusal ? (
        <p role="alert" style={{ color: token.colorError }}>
          {text(refusal)}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: token.marginSM, marginTop: token.marginLG, flexDirection: narrow ? 'column' : 'row' }}>
        <Button type="primary" loading={saving} block={narrow} onClick={() => void onSave()}>
          {text(PreferencesText.save)}
        </Button>
        <Button block={narrow} onClick={() => void navigate(-1)}>
          {text(PreferencesText.cancel)}
        </Button>
      </div>
    </div>
  );
}
