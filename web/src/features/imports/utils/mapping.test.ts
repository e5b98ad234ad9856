import { describe, expect, it } from 'vitest';
import { guessField, initialMapping, normaliseHeader } from './mapping';

describe('guessing a column’s field', () => {
  it.each([
    ['First name', 'firstName'],
    ['first_name', 'firstName'],
    ['Nombre', 'firstName'],
    ['Apellidos', 'lastName'],
    ['E-mail', 'email'],
    ['Correo electrónico', 'email'],
    ['Phone', 'phone'],
    ['Teléfono', 'phone'],
    ['DOB', 'dateOfBirth'],
    ['Date of birth', 'dateOfBirth'],
    ['Fecha de nacimiento', 'dateOfBirth'],
    ['ID', 'id'],
    [' Enrollment Date ', 'enrollmentDate'],
    ['Favourite colour', null],
  ])('%s → %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it('compares headers without case, accents, spaces or punctuation', () => {
    expect(normaliseHeader(' Teléfono (móvil) ')).toBe('telefonomovil');
  });
});

describe('a file’s first mapping', () => {
  it('keeps this page’s choice, then the remembered one, then guesses, never guessing a field twice', () => {
    expect(
      initialMapping(['Phone', 'Nombre', 'First name', 'Notes', 'Colour'], { Phone: null }, { Colour: 'notes', Notes: null }),
    ).toEqual({ Phone: null, Nombre: 'firstName', 'First name': null, Notes: null, Colour: 'notes' });
  });
});
