import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../api/types';
import { eventChanges, eventValues, newEventValues, switchMode, toEventInput, type EventFormValues } from './event-values';

const timed: EventFormValues = {
  title: ' Family picnic ',
  description: 'Bring a dish.\nKids welcome.',
  allDay: false,
  startsAt: '2026-12-05T11:00',
  endsAt: '2026-12-05T14:30',
  location: 'Riverside Park',
  groupId: 'g1',
};

describe('event form values', () => {
  it('sends typed local times as instants, and all-day events as their days', () => {
    const input = toEventInput(timed);
    expect(input).toMatchObject({ title: 'Family picnic', allDay: false, groupId: 'g1', location: 'Riverside Park' });
    expect(input.startsAt).toBe(new Date(2026, 11, 5, 11, 0).toISOString());
    expect(input.endsAt).toBe(new Date(2026, 11, 5, 14, 30).toISOString());
    expect(toEventInput({ ...timed, allDay: true, startsAt: '2026-12-05', endsAt: '2026-12-06', groupId: '' })).toMatchObject({
      allDay: true,
      startsAt: '2026-12-05',
      endsAt: '2026-12-06',
      groupId: null,
    });
  });

  it('fills the form from an event in the viewer’s time zone', () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Family picnic',
      description: '',
      startsAt: new Date(2026, 11, 5, 11, 0).toISOString(),
      endsAt: new Date(2026, 11, 5, 14, 30).toISOString(),
      allDay: false,
      location: '',
      groupId: null,
      groupName: null,
      createdBy: null,
      createdByName: null,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
    };
    expect(eventValues(event)).toMatchObject({ startsAt: '2026-12-05T11:00', endsAt: '2026-12-05T14:30', groupId: '' });
    expect(eventValues({ ...event, allDay: true, startsAt: '2026-12-05', endsAt: '2026-12-07' })).toMatchObject({
      startsAt: '2026-12-05',
      endsAt: '2026-12-07',
    });
  });

  it('starts a new event at the next full hour, for an hour', () => {
    const values = newEventValues(dayjs(new Date(2026, 11, 5, 9, 41)));
    expect(values).toMatchObject({ startsAt: '2026-12-05T10:00', endsAt: '2026-12-05T11:00', allDay: false, groupId: '' });
  });

  it('keeps the days when switching between all-day and timed', () => {
    expect(switchMode('2026-12-05T11:00', true, '09:00')).toBe('2026-12-05');
    expect(switchMode('2026-12-05', false, '11:00')).toBe('2026-12-05T11:00');
    expect(switchMode('', true, '09:00')).toBe('');
  });

  it('sends only what an edit changed, with start, end and all-day together', () => {
    expect(eventChanges(timed, timed)).toEqual({});
    expect(eventChanges(timed, { ...timed, location: 'Community Center' })).toEqual({ location: 'Community Center' });
    expect(eventChanges(timed, { ...timed, groupId: '' })).toEqual({ groupId: null });
    const moved = eventChanges(timed, { ...timed, endsAt: '2026-12-05T15:00' });
    expect(Object.keys(moved).sort()).toEqual(['allDay', 'endsAt', 'startsAt']);
  });
});
