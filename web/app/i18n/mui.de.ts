// MUI's German texts, a chunk of their own (mui.ts).
export { deDE as materialLocale } from '@mui/material/locale';
