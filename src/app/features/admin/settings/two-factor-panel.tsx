import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { settingsPage } from '../../../../content/accounts';
import type { TotpSetup } from '../../../../shared/accounts-schema';
import { Button } from '../../../components/ui/button';
import { useGetSessionQuery } from '../../auth/auth-api';
import { FieldLabel, TextInput } from '../../auth/form-controls';
import { LoginNotice } from '../../auth/login-notice';
import { failureText } from '../../auth/password-link-form';
import { ActionButton } from '../shared/action-controls';
import { FormRow, Panel, PanelHeading, PanelText } from '../shell/admin-panel';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useStartTwoFactorMutation } from './settings-api';

const text = settingsPage.twoFactor;

const Qr = styled.div`
  width: 220px;
  max-width: 100%;
  padding: 8px;
  background: #fff;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Key = styled.code`
  font-size: 0.9375rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 8px 24px;
  margin: 12px 0 0;
  padding: 0;
  list-style: decimal inside;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.9375rem;
`;

/** Turn two-factor on (scan, confirm with a code, keep the recovery codes shown once) or off (with the password). */
export function TwoFactorPanel() {
  const session = useGetSessionQuery().data;
  const [start] = useStartTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [failure, setFailure] = useState<string>();

  async function onStart() {
    setFailure(undefined);
    const result = await start();
    if (result.error) return setFailure(failureText(result.error));
    setSetup(result.data);
  }

  async function onEnable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await enable({ code: String(new FormData(event.currentTarget).get('code') ?? '') });
    if (result.error) return setFailure(failureText(result.error));
    setFailure(undefined);
    setSetup(undefined);
    setCodes(result.data);
  }

  async function onDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await disable({ password: String(new FormData(event.currentTarget).get('password') ?? '') });
    setFailure(result.error ? failureText(result.error) : undefined);
  }

  return (
    <Panel aria-labelledby="two-factor-heading">
      <PanelHeading id="two-factor-heading">{text.heading}</PanelHeading>
      <PanelText>{session?.two_factor ? text.on : text.off}</PanelText>
      {failure ? <LoginNotice tone="error">{failure}</LoginNotice> : null}
      {codes ? (
        <div role="status">
          <PanelHeading as="h3">{text.recoveryHeading}</PanelHeading>
          <PanelText>{text.recoveryIntro}</PanelText>
          <Codes data-recovery-codes>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Codes>
          <ActionButton type="button" onClick={() => setCodes(undefined)} style={{ marginTop: 12 }}>
            {text.recoveryDone}
          </ActionButton>
        </div>
      ) : session?.two_factor ? (
        <FormRow onSubmit={onDisable}>
          <div>
            <FieldLabel htmlFor="disable-password">{text.disablePassword}</FieldLabel>
            <TextInput id="disable-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <span />
          <ActionButton type="submit" $tone="danger" disabled={disabling.isLoading}>
            {text.disable}
          </ActionButton>
        </FormRow>
      ) : setup ? (
        <>
          <PanelText>{text.scan}</PanelText>
          {/* The SVG is drawn on our server by the qrcode library from the otpauth URL: no user input in it. */}
          <Qr data-qr dangerouslySetInnerHTML={{ __html: setup.qr_svg }} />
          <PanelText>
            {text.key}: <Key data-totp-secret>{setup.secret}</Key>
          </PanelText>
          <FormRow onSubmit={onEnable}>
            <div>
              <FieldLabel htmlFor="totp-code">{text.code}</FieldLabel>
              <TextInput id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
            </div>
            <span />
            <Button type="submit" $variant="primary" disabled={enabling.isLoading}>
              {text.confirm}
            </Button>
          </FormRow>
        </>
      ) : (
        <div>
          <Button type="button" $variant="primary" onClick={() => void onStart()}>
            {text.start}
          </Button>
        </div>
      )}
    </Panel>
  );
}
