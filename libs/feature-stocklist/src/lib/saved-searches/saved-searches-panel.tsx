import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import type { SavedSearch, WarehouseGroup } from '@bp/api-contract';
import { SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX_LENGTH } from '@bp/api-contract/constants';
import {
  NETWORK_FAILURE_MESSAGE,
  isApiError,
  resolveErrorMessage,
  useDeleteSavedSearchMutation,
  useGetSavedSearchesQuery,
  useUpdateSavedSearchMutation,
  useWarehouseLabelOf,
} from '@bp/data-access-api';
import { FormField, MIN_TAP_GAP, useCurrencyFormatter, useFeedback } from '@bp/ui-kit';
import { SNACKBAR_SECONDS, STOCK_TEXTS } from '../stock-texts';
import { AlertFields, alertDraftOf, useAlertDraftCheck, type AlertDraft } from './alert-fields';
import { alertSummary, nameProblem, searchSummaryParts, type SavedSearchText, type SummaryContext } from './saved-search-rules';
import { useSavedSearchText } from './use-saved-search-text';

export interface SavedSearchesPanelProps {
  username: string;
  /** CAN_SET_STOCKLIST_ALERT: only then the alerts can be edited. */
  canSetAlerts: boolean;
  /** The buyer's warehouse groups, to name a partner's list. */
  groups: readonly WarehouseGroup[];
  /** Opens the stock list on the search's query string. */
  onRun: (query: string) => void;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const itemStyle = { border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, padding: 12 } as const;
const nameStyle = { margin: 0, fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' } as const;
const detailStyle = { margin: '4px 0 0', color: 'rgba(0, 0, 0, 0.65)' } as const;
const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: MIN_TAP_GAP, marginTop: 8 } as const;

function failureText(error: unknown, t: SavedSearchText): string {
  return isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => t(key, { defaultValue })) : t(NETWORK_FAILURE_MESSAGE);
}

/** The content of the "Saved searches" drawer: how many of the most, and each search with its actions. */
export function SavedSearchesPanel({ username, canSetAlerts, groups, onRun }: SavedSearchesPanelProps) {
  const t = useSavedSearchText();
  const searches = useGetSavedSearchesQuery(username, { skip: !username });
  const warehouseLabel = useWarehouseLabelOf(username);
  const summary: SummaryContext = {
    t,
    warehouseLabel,
    sellerName: (participantId) => groups.find((group) => group.pxnsParticipantId === participantId)?.warehouseGroupName,
  };

  if (!searches.data) {
    if (searches.isError)
      return (
        <div role="alert">
          <p>{t(STOCK_TEXTS.savedSearchesLoadFailed)}</p>
          <Button onClick={() => void searches.refetch()}>{t(STOCK_TEXTS.tryAgain)}</Button>
        </div>
      );
    return <p role="status">{t(STOCK_TEXTS.loadingSavedSearches)}</p>;
  }
  const list = searches.data;
  return (
    <div>
      <p style={{ marginTop: 0 }}>{t(STOCK_TEXTS.savedSearchCount, { count: list.length, max: SAVED_SEARCHES_MAX })}</p>
      {list.length === 0 ? (
        <p>{t(STOCK_TEXTS.noSavedSearches)}</p>
      ) : (
        <ul style={listStyle} aria-label={t(STOCK_TEXTS.savedSearches)}>
          {list.map((search) => (
            <SavedSearchItem key={search.id} search={search} canSetAlerts={canSetAlerts} summary={summary} onRun={onRun} />
          ))}
        </ul>
      )}
    </div>
  );
}

type ItemMode = 'view' | 'rename' | 'alerts';

interface SavedSearchItemProps {
  search: SavedSearch;
  canSetAlerts: boolean;
  summary: SummaryContext;
  onRun: (query: string) => void;
}

function SavedSearchItem({ search, canSetAlerts, summary, onRun }: SavedSearchItemProps) {
  const { t } = summary;
  const nameId = useId();
  const { format } = useCurrencyFormatter();
  const { message, modal } = useFeedback();
  const [mode, setMode] = useState<ItemMode>('view');
  const [deleteSavedSearch] = useDeleteSavedSearchMutation();
  const formatPrice = (amount: number) => format(amount);

  const confirmDelete = () =>
    modal.confirm({
      title: t(STOCK_TEXTS.deleteSearchConfirm, { name: search.name }),
      okText: t(STOCK_TEXTS.deleteSearch),
      cancelText: t(STOCK_TEXTS.cancel),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteSavedSearch(search.id).unwrap();
          message.open({ type: 'success', content: t(STOCK_TEXTS.searchDeleted), duration: SNACKBAR_SECONDS });
        } catch (error) {
          message.open({ type: 'error', content: failureText(error, t), duration: SNACKBAR_SECONDS });
        }
      },
    });

  return (
    <li style={itemStyle} aria-labelledby={mode === 'rename' ? undefined : nameId} aria-label={mode === 'rename' ? search.name : undefined}>
      {mode === 'rename' ? (
        <RenameField search={search} t={t} onDone={() => setMode('view')} />
      ) : (
        <h3 id={nameId} style={nameStyle}>
          {search.name}
        </h3>
      )}
      <p style={detailStyle}>{searchSummaryParts(search, summary).join(' · ')}</p>
      <p style={detailStyle}>
        <BellOutlined aria-hidden /> <span>{alertSummary(search, t, formatPrice)}</span>
      </p>
      {mode === 'alerts' && <AlertsEditor search={search} t={t} onDone={() => setMode('view')} />}
      {mode === 'view' && (
        <div style={actionsStyle}>
          <Button type="primary" aria-describedby={nameId} onClick={() => onRun(search.query)}>
            {t(STOCK_TEXTS.runSearch)}
          </Button>
          <Button aria-describedby={nameId} onClick={() => setMode('rename')}>
            {t(STOCK_TEXTS.renameSearch)}
          </Button>
          {canSetAlerts && (
            <Button aria-describedby={nameId} onClick={() => setMode('alerts')}>
              {t(STOCK_TEXTS.editSearchAlerts)}
            </Button>
          )}
          <Button danger aria-describedby={nameId} onClick={confirmDelete}>
            {t(STOCK_TEXTS.deleteSearch)}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The name in place: Enter saves, Escape cancels (without closing the drawer). */
function RenameField({ search, t, onDone }: { search: SavedSearch; t: SavedSearchText; onDone: () => void }) {
  const fieldId = useId();
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState<string>();
  const [updateSavedSearch, saving] = useUpdateSavedSearchMutation();

  const save = async () => {
    const trimmed = name.trim();
    const invalid = nameProblem(trimmed, t);
    if (invalid) return setProblem(invalid);
    if (trimmed === search.name) return onDone();
    try {
      await updateSavedSearch({ id: search.id, name: trimmed }).unwrap();
      onDone();
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  return (
    <>
      <FormField id={fieldId} label={t(STOCK_TEXTS.savedSearchName)} error={problem}>
        {(control) => (
          <Input
            {...control}
            autoFocus
            autoComplete="off"
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            value={name}
            disabled={saving.isLoading}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <EditorActions saving={saving.isLoading} t={t} onSave={save} onCancel={onDone} />
    </>
  );
}

/** Save and Cancel under an in-place editor (Cancel waits while a save is on its way). */
function EditorActions({ saving, t, onSave, onCancel }: { saving: boolean; t: SavedSearchText; onSave: () => void; onCancel: () => void }) {
  return (
    <div style={{ ...actionsStyle, marginTop: 0 }}>
      <Button type="primary" loading={saving} onClick={onSave}>
        {t(STOCK_TEXTS.save)}
      </Button>
      <Button disabled={saving} onClick={onCancel}>
        {t(STOCK_TEXTS.cancel)}
      </Button>
    </div>
  );
}

/** The search's alerts, changed in place. */
function AlertsEditor({ search, t, onDone }: { search: SavedSearch; t: SavedSearchText; onDone: () => void }) {
  const [draft, setDraft] = useState<AlertDraft>(() => alertDraftOf(search));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [updateSavedSearch, saving] = useUpdateSavedSearchMutation();
  const { message } = useFeedback();
  const check = useAlertDraftCheck(t)(draft);
  const priceError = 'problem' in check ? check.problem : undefined;

  const save = async () => {
    setTried(true);
    setRefusal(undefined);
    if (!('alerts' in check) || saving.isLoading) return;
    try {
      await updateSavedSearch({ id: search.id, ...check.alerts }).unwrap();
      message.open({ type: 'success', content: t(STOCK_TEXTS.searchAlertsSaved), duration: SNACKBAR_SECONDS });
      onDone();
    } catch (error) {
      setRefusal(failureText(error, t));
    }
  };

  return (
    <div style={{ marginTop: 8 }}>
      <AlertFields draft={draft} onChange={setDraft} priceError={tried ? priceError : undefined} disabled={saving.isLoading} t={t} onPressEnter={save} />
      {refusal && (
        <p role="alert" style={{ color: 'var(--ant-color-error-text-active, #a8071a)' }}>
          {refusal}
        </p>
      )}
      <EditorActions saving={saving.isLoading} t={t} onSave={save} onCancel={onDone} />
    </div>
  );
}
