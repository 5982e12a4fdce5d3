// MUI's Serbian texts, a chunk of their own (mui.ts).
export { srRS as materialLocale } from '@mui/material/locale';
