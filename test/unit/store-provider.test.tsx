import { renderToString } from 'react-dom/server';
import { AppProviders } from '../../src/app/app-providers';
import { emptyContactValues } from '../../src/app/features/contact/contact-form-state';
import { selectContactForm } from '../../src/app/features/contact/contact-form-slice';
import { useAppSelector, useAppStore } from '../../src/app/store/hooks';
import { makeStore, type AppStore } from '../../src/app/store/make-store';
import { StoreProvider } from '../../src/app/store/store-provider';
import { storeSourceState, type StoreSource } from '../../src/app/store/store-source';

/** Reports the store it sees and prints the contact draft's name. */
function Probe({ seen }: { seen: AppStore[] }) {
  seen.push(useAppStore());
  return <span>{useAppSelector(selectContactForm).values.name || '(empty)'}</span>;
}

function render(source: StoreSource, seen: AppStore[], providers = 2): string {
  return renderToString(
    <AppProviders storeSource={source}>
      {Array.from({ length: providers }, (_, i) => (
        <StoreProvider key={i}>
          <Probe seen={seen} />
        </StoreProvider>
      ))}
    </AppProviders>,
  );
}

describe('the page store, made by the screens that use it', () => {
  test('a page without a <StoreProvider> makes no store and embeds no state', () => {
    const source: StoreSource = {};
    renderToString(<AppProviders storeSource={source}>plain page</AppProviders>);
    expect(source.store).toBeUndefined();
    expect(storeSourceState(source)).toEqual({});
  });

  test('every <StoreProvider> of a page shares one store, made from the preloaded state', () => {
    const source: StoreSource = { preloadedState: { contactForm: { values: { ...emptyContactValues, name: 'Ada' }, fieldErrors: {}, formError: null } } };
    const seen: AppStore[] = [];
    expect(render(source, seen)).toContain('<span>Ada</span><span>Ada</span>');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(source.store);
    expect(storeSourceState(source).contactForm?.values.name).toBe('Ada');
  });

  test('the store survives later renders (navigation), and a store prepared by the server is used as is', () => {
    const prepared = makeStore({ contactForm: { values: { ...emptyContactValues, name: 'Grace' }, fieldErrors: {}, formError: null } });
    const source: StoreSource = { store: prepared };
    const seen: AppStore[] = [];
    expect(render(source, seen, 1)).toContain('<span>Grace</span>');
    render(source, seen, 1);
    expect(seen).toEqual([prepared, prepared]);
  });
});
