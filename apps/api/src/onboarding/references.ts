import { Country, State } from 'country-state-city';
import type { References } from '@bp/api-contract';

// GET references (spec 03 §7): countries (ISO 3166-1 alpha-2) and their states (ISO 3166-2
// subdivision codes), from the maintained country-state-city package. Built once: the lists only
// change with the package.

let built: References | undefined;

export function references(): References {
  if (!built) {
    const countries = Country.getAllCountries()
      .map((country) => ({ id: country.isoCode, option: country.name }))
      .sort((a, b) => a.option.localeCompare(b.option));
    const states: References['states'] = {};
    for (const country of countries) {
      const list = State.getStatesOfCountry(country.id).map((state) => ({ id: state.isoCode, option: state.name }));
      if (list.length > 0) states[country.id] = list.sort((a, b) => a.option.localeCompare(b.option));
    }
    built = { countries, states };
  }
  return built;
}

export function countryCodes(): string[] {
  return references().countries.map((country) => country.id);
}

export function stateCodesOf(countryCode: string): string[] {
  return (references().states[countryCode] ?? []).map((state) => state.id);
}
