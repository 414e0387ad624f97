import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { ActionButton } from '../shared/action-controls';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 150;
  background: rgba(17, 17, 16, 0.72);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 151;
  display: grid;
  gap: 16px;
  width: min(460px, calc(100vw - 24px));
  padding: 28px;
  transform: translate(-50%, -50%);
  background: ${(p) => p.theme.color.paper};
  border-top: 4px solid ${(p) => p.theme.color.danger};
  box-shadow: 0 32px 80px rgba(0, 0, 0, 0.45);
  &:focus {
    outline: none;
  }
`;

const Title = styled(Dialog.Title)`
  font-size: 1.5rem;
  letter-spacing: -0.02em;
`;

const Description = styled(Dialog.Description)`
  color: ${(p) => p.theme.color.inkSoft};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 8px;
`;

/** Confirmation before a message is deleted for good. Loaded only when first needed. */
export function DeleteDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const text = adminDashboard.confirmDelete;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Overlay />
        <Content role="alertdialog">
          <Title>{text.title}</Title>
          <Description>{text.description(name)}</Description>
          <Buttons>
            <Dialog.Close asChild>
              <ActionButton type="button">{text.cancel}</ActionButton>
            </Dialog.Close>
            <ActionButton type="button" $tone="danger" onClick={onConfirm}>
              {text.confirm}
            </ActionButton>
          </Buttons>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
