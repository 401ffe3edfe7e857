import { useId, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@bp/api-contract/constants';
import { NETWORK_FAILURE_MESSAGE, isApiError, resolveErrorMessage, useCreateSavedSearchMutation } from '@bp/data-access-api';
import { FormField } from '@bp/ui-kit';
import { StockModal } from '../dialogs/stock-modal';
import { STOCK_TEXTS } from '../stock-texts';
import type { StockUrlState } from '../stock-url-state';
import { AlertFields, NO_ALERTS, useAlertDraftCheck, type AlertDraft } from './alert-fields';
import { nameProblem, savedSearchQueryOf, suggestedSearchName } from './saved-search-rules';
import { useSavedSearchText } from './use-saved-search-text';

export interface SaveSearchDialogProps {
  /** The stock list's search and filters as the URL holds them. */
  search: StockUrlState;
  /** The list searched: a partner's participant id, or null for own stock. */
  pxnsParticipantId: string | null;
  /** CAN_SET_STOCKLIST_ALERT: only then the alert controls show. */
  canSetAlerts: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** "Save this search": a name (suggested from the filters) and, for buyers who may set alerts, its alerts. */
export function SaveSearchDialog({ search, pxnsParticipantId, canSetAlerts, onClose, onSaved }: SaveSearchDialogProps) {
  const t = useSavedSearchText();
  const nameId = useId();
  const [name, setName] = useState(() => suggestedSearchName(search, t));
  const [alerts, setAlerts] = useState<AlertDraft>(NO_ALERTS);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [createSavedSearch, saving] = useCreateSavedSearchMutation();
  const checkAlerts = useAlertDraftCheck(t);

  const nameError = nameProblem(name, t);
  const alertCheck = canSetAlerts ? checkAlerts(alerts) : undefined;
  const priceError = alertCheck && 'problem' in alertCheck ? alertCheck.problem : undefined;

  const save = async () => {
    setTried(true);
    setRefusal(undefined);
    if (nameError || priceError || saving.isLoading) return;
    const chosenAlerts = alertCheck && 'alerts' in alertCheck ? alertCheck.alerts : {};
    try {
      await createSavedSearch({ name: name.trim(), query: savedSearchQueryOf(search), pxnsParticipantId, ...chosenAlerts }).unwrap();
      onSaved();
    } catch (error) {
      setRefusal(isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => t(key, { defaultValue })) : t(NETWORK_FAILURE_MESSAGE));
    }
  };

  return (
    <StockModal
      open
      title={t(STOCK_TEXTS.saveSearch)}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t(STOCK_TEXTS.cancel)}
        </Button>,
        <Button key="save" type="primary" loading={saving.isLoading} onClick={save}>
          {t(STOCK_TEXTS.save)}
        </Button>,
      ]}
    >
      <FormField id={nameId} label={t(STOCK_TEXTS.savedSearchName)} error={tried ? nameError : undefined}>
        {(control) => (
          <Input
            {...control}
            required
            autoFocus
            autoComplete="off"
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={save}
          />
        )}
      </FormField>
      {canSetAlerts && (
        <AlertFields draft={alerts} onChange={setAlerts} priceError={tried ? priceError : undefined} disabled={saving.isLoading} t={t} onPressEnter={save} />
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </StockModal>
  );
}
