import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { SUBMISSIONS_MAX_QUERY } from '../../../../shared/admin-schema';
import { paths } from '../../../paths';
import { ActionButton, VisuallyHidden } from '../shared/action-controls';
import { fieldBox, fieldFocus } from '../shared/field-box';
import type { InboxView } from './inbox-href';

const SEARCH_DELAY_MS = 300;

const Form = styled.form`
  display: flex;
  gap: 8px;
  width: 100%;
  max-width: 460px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 10px 14px;
  ${fieldBox}
  &::placeholder {
    color: ${(p) => p.theme.color.stone};
    opacity: 1;
  }
  &:focus {
    ${fieldFocus}
  }
`;

/**
 * Search across name, email and message. A GET form to /admin, so it works without JavaScript; with it,
 * typing updates the view after a short pause.
 */
export function InboxSearch({ view, onSearch }: { view: InboxView; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(view.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL is the source of truth (Back, filter links): follow it when it changes elsewhere.
  useEffect(() => setValue(view.q), [view.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(value.trim());
  };

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
  };

  return (
    <Form role="search" method="get" action={paths.admin} onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor="inbox-search">
        {adminDashboard.search.label}
      </VisuallyHidden>
      <Input
        id="inbox-search"
        type="search"
        name="q"
        value={value}
        maxLength={SUBMISSIONS_MAX_QUERY}
        placeholder={adminDashboard.search.placeholder}
        onChange={(event) => change(event.target.value)}
      />
      {view.view !== 'all' ? <input type="hidden" name="view" value={view.view} /> : null}
      {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
      {view.sort !== 'newest' ? <input type="hidden" name="sort" value={view.sort} /> : null}
      <ActionButton type="submit">{adminDashboard.search.submit}</ActionButton>
    </Form>
  );
}
