import type { References } from '@bp/api-contract';

// GET references (spec 03 §7): countries (ISO 3166-1 alpha-2) and their states (ISO 3166-2
// subdivision codes), from the maintained country-state-city package. Built once, on first use:
// the lists only change with the package, and its tables are too large to load at every start.

let built: Promise<References> | undefined;

async function build(): Promise<References> {
  const { Country, State } = await import('country-state-city');
  const countries = Country.getAllCountries()
    .map((country) => ({ id: country.isoCode, option: country.name }))
    .sort((a, b) => a.option.localeCompare(b.option));
  const states: References['states'] = {};
  for (const country of countries) {
    const list = State.getStatesOfCountry(country.id).map((state) => ({ id: state.isoCode, option: state.name }));
    if (list.length > 0) states[country.id] = list.sort((a, b) => a.option.localeCompare(b.option));
  }
  return { countries, states };
}

export function references(): Promise<References> {
  built ??= build();
  return built;
}
