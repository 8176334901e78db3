import { describe, expect, it } from 'vitest';
import { answeredMark, blockedSenderFromDocument, unblockedMark } from './sender-marks';

describe('answeredMark', () => {
  it('lowers the count by the share answered, never below 0', () => {
    expect(answeredMark({ sent: 3 }, 'accepted', null)).toEqual({ sent: 2 });
    expect(answeredMark({ sent: 1, left: true }, 'left', 'a@b.in')).toEqual({
      sent: 0,
      left: true,
    });
    expect(answeredMark({ sent: 0 }, 'left', null)).toEqual({ left: true });
    // A record from before counting, or none: nothing to lower.
    expect(answeredMark({ left: true }, 'left', null)).toEqual({ left: true });
    expect(answeredMark(undefined, 'accepted', null)).toEqual({});
    expect(answeredMark({ sent: 'many' }, 'accepted', null)).toEqual({});
  });

  it('marks a block with the e-mail the drawer showed, for the list of blocked senders', () => {
    expect(answeredMark({ sent: 2 }, 'blocked', 'asha@college.edu')).toEqual({
      sent: 1,
      blocked: true,
      senderEmail: 'asha@college.edu',
    });
    expect(answeredMark(undefined, 'blocked', null)).toEqual({ blocked: true });
  });
});

describe('blocked senders', () => {
  it('lists a record that blocks, with its e-mail or none', () => {
    expect(blockedSenderFromDocument('u1', { blocked: true, senderEmail: 'a@b.in' })).toEqual({
      senderId: 'u1',
      email: 'a@b.in',
    });
    expect(blockedSenderFromDocument('u1', { blocked: true, senderEmail: '' })).toEqual({
      senderId: 'u1',
      email: null,
    });
    expect(blockedSenderFromDocument('u1', { sent: 2, left: true })).toBeNull();
    expect(blockedSenderFromDocument('u1', null)).toBeNull();
  });

  it('unblocks into an invitation: the next share is asked first', () => {
    expect(unblockedMark('DELETE')).toEqual({
      blocked: 'DELETE',
      senderEmail: 'DELETE',
      left: true,
    });
  });
});
