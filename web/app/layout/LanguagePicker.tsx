import de from 'flag-icons/flags/4x3/de.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import rs from 'flag-icons/flags/4x3/rs.svg';
import { Box, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, type Language } from '../i18n';

/** docs/rules.md#languages: the picker shows the flags gb, de and rs. */
const FLAGS: Record<Language, string> = { en: gb, de, sr: rs };

const Flag = ({ language }: { language: Language }) => (
  <Box
    component="img"
    src={FLAGS[language]}
    alt=""
    sx={{ width: 20, height: 15, mr: 1, verticalAlign: 'middle' }}
  />
);

/** EN / DE / SR with the flags gb, de, rs; the choice is cached in local storage by i18next. */
export function LanguagePicker({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <Select
      size="small"
      value={language}
      variant="standard"
      disableUnderline
      inputProps={{ 'aria-label': t('nav.language'), 'data-testid': 'language-picker' }}
      onChange={(event) => {
        const next = event.target.value;
        void i18n.changeLanguage(next);
        onChange?.(next);
      }}
      sx={{ color: 'inherit', '& .MuiSelect-icon': { color: 'inherit' } }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} data-testid={`language-${lng}`}>
          <Flag language={lng} />
          {lng.toUpperCase()}
        </MenuItem>
      ))}
    </Select>
  );
}
