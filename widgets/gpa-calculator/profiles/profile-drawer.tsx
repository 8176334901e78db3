import copyIcon from 'shoelace-icons/copy.svg?raw';
import unshareIcon from 'shoelace-icons/person-dash.svg?raw';
import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import shareIcon from 'shoelace-icons/share.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import closeIcon from 'shoelace-icons/x-lg.svg?raw';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import type {
  Profile,
  PublicLink,
  ScaleChoice,
  SharedProfile,
  ShareEntry,
} from '#core/gpa/model.ts';
import { canDeleteFromDrawer, deletionRefusal } from '#core/gpa/profiles.ts';
import { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { StoreRefusal } from '#core/gpa/store-texts.ts';
import { failureText, saidIn, storeTexts } from '#core/gpa/store-texts.ts';
import type { GpaStore } from '#core/gpa/store.ts';
import type { DamagedProfile } from '#core/gpa/model.ts';
import { DamagedItem } from './damaged-item';
import { drawerTexts } from './drawer-texts';
import { ProfileItem } from './profile-item';
import { SharedBy } from '../sharing/shared-by';
import { InvitationItem, OutgoingShareItem } from '../sharing/share-items';
import { ProfileName, useProfileNames } from './profile-name';
import { ConfirmDialog } from '#ui/dialog/confirm-dialog.tsx';
import { OnDemand, closeUnreached } from '#ui/element/on-demand.tsx';
import { Modal } from '#ui/dialog/modal.tsx';
import { TextInputDialog } from '#ui/dialog/text-input-dialog.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { uiTexts } from '#ui/language/ui-texts.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { Icon, IconButton } from '#ui/icon.tsx';

/** Only signed-in users share, so the embeds (a device's profiles) never load the share dialog. */
const loadShareDialog = () =>
  import('../sharing/share-dialog').then((module) => module.ShareDialog);

/** A damaged profile's part: only a student with one ever needs it. */
const loadDamagedDialog = () =>
  import('./damaged-profile').then((module) => module.DamagedProfileDialog);

/** The store's refusals are SPEC messages users should read; other failures get the generic one. */
const REFUSALS: readonly StoreRefusal[] = ['notFound', 'lastProfile', 'defaultOne'];

export interface ProfileDrawerProps {
  store: GpaStore;
  /** The user's own profiles, sorted and de-duplicated. */
  own: readonly Profile[];
  sharedWithMe: readonly SharedProfile[];
  /** Profiles the reader refuses, own and shared (`share` set): listed marked as damaged. */
  damaged: readonly DamagedProfile[];
  /** More profiles are shared with the user than listed: 'Show more' lists the next ones. */
  moreSharedWithMe: boolean;
  outgoingShares: readonly ShareEntry[];
  publicLinks: readonly PublicLink[];
  currentId: string | null;
  /** The `readonly` attribute: nothing may be created, deleted, shared, copied or unshared. */
  readOnly: boolean;
  /** The scale a profile created here starts on (the element's `preset` or `scale`). */
  newScale: ScaleChoice | undefined;
  showToast: ToastApi['showToast'];
  onSelect: (profile: Profile) => void;
  onClose: () => void;
  /**
   * The toasts, shown inside the drawer while it is open (the page behind it is inert), or inside
   * the share dialog while that is open on top of it.
   */
  toasts: ReactNode;
}

/**
 * SPEC §2 "Profile drawer", as a modal dialog at the bottom: My Profiles with Add Profile and the
 * delete rules; with a store that can share, Shared With Me and Shared Profiles too.
 */
export function ProfileDrawer({
  store,
  own,
  sharedWithMe,
  damaged,
  moreSharedWithMe,
  outgoingShares,
  publicLinks,
  currentId,
  readOnly,
  newScale,
  showToast,
  onSelect,
  onClose,
  toasts,
}: ProfileDrawerProps) {
  const id = useId();
  const texts = useTexts(drawerTexts);
  const shareTexts = useTexts(sharingTexts);
  const messages = useTexts(storeTexts);
  const named = useProfileNames();
  const nameOf = (profile: Profile) => named(profile).text;
  const { close } = useTexts(uiTexts);
  const digits = useDigits();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [naming, setNaming] = useState(false);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [leaving, setLeaving] = useState<SharedProfile | null>(null);
  const [blocking, setBlocking] = useState<SharedProfile | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);
  // Mounted from the first Share on, closed or not: it keeps its profile for the closing fade.
  const [shareDialogUsed, setShareDialogUsed] = useState(false);
  const [inspectingId, setInspectingId] = useState<string | null>(null);
  const inspected = damaged.find((each) => each.id === inspectingId) ?? null;
  const damagedItems = (shared: boolean) =>
    damaged
      .filter((each) => !each.share === !shared)
      .map((each) => (
        <DamagedItem key={each.id} damaged={each} onOpen={() => setInspectingId(each.id)} />
      ));
  const { sharing } = store;
  const activeShares = outgoingShares.filter((share) => share.isActive);
  // Looked up on each render, so the dialog follows renames and closes if the profile goes.
  const profileToShare = own.find((profile) => profile.id === sharingId) ?? null;

  const create = async (name: string) => {
    setNaming(false);
    try {
      onSelect(await store.createProfile(name, newScale));
    } catch (error) {
      console.error(error);
      showToast('error', messages.createError);
    }
  };

  const remove = async (profile: Profile) => {
    setDeleting(null);
    // Checked again: another element or tab may have changed the profiles since the drawer opened.
    const refusal = deletionRefusal(own, profile.id);
    if (refusal) {
      showToast('error', saidIn(refusal, storeTexts, messages) ?? refusal);
      return;
    }
    try {
      await store.deleteProfile(profile.id);
    } catch (error) {
      console.error(error);
      showToast('error', failureText(error, REFUSALS, messages.deleteError, messages));
    }
  };

  /** A sharing call with its failure message; the store's snapshot shows the outcome. */
  const run = (action: () => Promise<unknown>, failure: string) => async () => {
    try {
      await action();
    } catch (error) {
      console.error(error);
      showToast('error', failure);
    }
  };

  const leave = (profile: SharedProfile, block = false) => {
    setLeaving(null);
    setBlocking(null);
    void run(async () => {
      await sharing!.leaveShare(profile.shareId, block ? { block } : undefined);
      showToast(
        'success',
        block ? shareTexts.blocked(profile.ownerEmail) : shareTexts.left(nameOf(profile)),
      );
    }, shareTexts.leaveFailed)();
  };

  const item = (profile: Profile, actions: ReactNode, badges: ReactNode) => (
    <ProfileItem
      key={profile.id}
      profile={profile}
      current={profile.id === currentId}
      onSelect={() => onSelect(profile)}
      actions={actions}
    >
      {badges}
    </ProfileItem>
  );

  const sharesOf = (profile: Profile) =>
    activeShares.filter((share) => share.profileId === profile.id).length;

  return (
    <Modal
      open
      title={texts.profiles}
      initialFocus={closeButton}
      onCancel={onClose}
      className="dialog gpa-drawer"
    >
      <IconButton
        ref={closeButton}
        icon={closeIcon}
        label={close}
        className="icon-button gpa-drawer__close"
        onClick={onClose}
      />
      <div className="gpa-drawer__content" part="drawer">
        <section aria-labelledby={`${id}-own`}>
          <h3 id={`${id}-own`}>{texts.myProfiles}</h3>
          <ul className="profile-list">
            {own.map((profile) => {
              const shares = sharing ? sharesOf(profile) : 0;
              const deletable = !readOnly && canDeleteFromDrawer(own, profile, shares > 0);
              return item(
                profile,
                <>
                  {sharing && !readOnly && (
                    <IconButton
                      icon={shareIcon}
                      label={texts.shareNamed(nameOf(profile))}
                      className="icon-button"
                      onClick={() => {
                        setShareDialogUsed(true);
                        setSharingId(profile.id);
                      }}
                    />
                  )}
                  {deletable && (
                    <IconButton
                      icon={trashIcon}
                      label={texts.deleteNamed(nameOf(profile))}
                      className="icon-button"
                      onClick={() => setDeleting(profile)}
                    />
                  )}
                </>,
                shares > 0 && (
                  <span className="badge">{digits(texts.sharedCount(String(shares)))}</span>
                ),
              );
            })}
            {damagedItems(false)}
            <li>
              <button
                type="button"
                className="profile-item__add"
                disabled={readOnly}
                onClick={() => setNaming(true)}
              >
                <Icon svg={plusIcon} />
                {texts.addProfile}
              </button>
            </li>
          </ul>
        </section>
        {sharing && (
          <section aria-labelledby={`${id}-shared`}>
            <h3 id={`${id}-shared`}>{texts.sharedWithMe}</h3>
            {sharedWithMe.length + damagedItems(true).length === 0 ? (
              <p className="empty">{texts.noneShared}</p>
            ) : (
              <ul className="profile-list">
                {sharedWithMe.map((profile) =>
                  profile.invited ? (
                    <InvitationItem
                      key={profile.shareId}
                      profile={profile}
                      readOnly={readOnly}
                      onAccept={run(async () => {
                        await sharing.acceptShare(profile.shareId);
                        showToast('success', shareTexts.accepted(nameOf(profile)));
                      }, shareTexts.acceptFailed)}
                      onDecline={() => leave(profile)}
                      onBlock={() => setBlocking(profile)}
                    />
                  ) : (
                    item(
                      profile,
                      <>
                        {profile.permission === 'read' && (
                          <IconButton
                            icon={copyIcon}
                            label={texts.copyNamed(nameOf(profile))}
                            className="icon-button"
                            disabled={readOnly}
                            onClick={run(
                              () => sharing.copySharedProfile(profile.shareId),
                              shareTexts.copyError,
                            )}
                          />
                        )}
                        <IconButton
                          icon={unshareIcon}
                          label={texts.leaveNamed(nameOf(profile))}
                          className="icon-button"
                          disabled={readOnly}
                          onClick={() => setLeaving(profile)}
                        />
                      </>,
                      <>
                        <span className="badge">{shareTexts.permission(profile.permission)}</span>
                        <span className="profile-item__owner">
                          <SharedBy owner={profile.ownerEmail} />
                        </span>
                      </>,
                    )
                  ),
                )}
                {damagedItems(true)}
              </ul>
            )}
            {moreSharedWithMe && (
              <button
                type="button"
                className="profile-list__more"
                onClick={() => sharing.showMoreShared()}
              >
                {texts.showMore}
              </button>
            )}
          </section>
        )}
        {sharing && (
          <section aria-labelledby={`${id}-outgoing`}>
            <h3 id={`${id}-outgoing`}>{texts.sharedOut}</h3>
            {activeShares.length === 0 ? (
              <p className="empty">{texts.noneOut}</p>
            ) : (
              <ul className="profile-list">
                {activeShares.map((share) => (
                  <OutgoingShareItem
                    key={share.shareId}
                    share={share}
                    isDefault={own.some((each) => each.id === share.profileId && each.isDefault)}
                    readOnly={readOnly}
                    onUnshare={run(() => sharing.unshare(share.shareId), shareTexts.unshareError)}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
      {!profileToShare && !inspected && toasts}
      {inspectingId !== null && (
        <OnDemand
          load={loadDamagedDialog}
          props={{
            store,
            damaged: inspected,
            own,
            readOnly,
            showToast,
            toasts,
            onClose: () => setInspectingId(null),
          }}
          onFailure={closeUnreached(showToast, () => setInspectingId(null))}
        />
      )}
      {sharing && shareDialogUsed && (
        <OnDemand
          load={loadShareDialog}
          props={{
            sharing,
            profile: profileToShare,
            outgoingShares,
            publicLinks,
            showToast,
            toasts,
            onClose: () => setSharingId(null),
          }}
          onFailure={closeUnreached(showToast, () => {
            setShareDialogUsed(false);
            setSharingId(null);
          })}
        />
      )}
      {naming && (
        <TextInputDialog
          open
          title={texts.newProfile}
          label={texts.profileName}
          placeholder={texts.nameExample}
          confirmLabel={texts.create}
          cancelLabel={texts.cancel}
          onConfirm={(name) => void create(name)}
          onCancel={() => setNaming(false)}
        />
      )}
      {leaving && (
        <ConfirmDialog
          open
          title={texts.leaveTitle}
          message={
            <ProfileName
              profile={leaving}
              say={(name) => shareTexts.leaveAsk(name, leaving.ownerEmail)}
              data={[leaving.ownerEmail]}
            />
          }
          confirmLabel={texts.leave}
          cancelLabel={texts.cancel}
          onConfirm={() => leave(leaving)}
          onCancel={() => setLeaving(null)}
        />
      )}
      {blocking && (
        <ConfirmDialog
          open
          title={shareTexts.block}
          message={
            <ProfileName
              profile={blocking}
              say={(name) => shareTexts.blockAsk(name, blocking.ownerEmail)}
              data={[blocking.ownerEmail]}
            />
          }
          confirmLabel={shareTexts.block}
          cancelLabel={texts.cancel}
          onConfirm={() => leave(blocking, true)}
          onCancel={() => setBlocking(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={texts.deleteTitle}
          message={
            <ProfileName
              profile={deleting}
              say={(name) => texts.deleteAsk(name, texts.semesters(deleting.semesters.length))}
            />
          }
          confirmLabel={texts.delete}
          cancelLabel={texts.cancel}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Modal>
  );
}
