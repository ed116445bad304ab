-- Issue 30: every plan downloads its whole account as the JSON backup; what `exportData` sells is the
-- spreadsheets (CSV) and the ZIP with the documents. The fourth feature of each seeded plan says so
-- (api-contract.md §7.5), so Free's "not included" line no longer reads as "you cannot take your data".
UPDATE `plans`
SET `features` = json_set(`features`, '$[3].description', 'Spreadsheet (CSV) and ZIP export with your documents')
WHERE `id` IN ('plan_free', 'plan_basic', 'plan_premium')
  AND json_extract(`features`, '$[3].name') = 'Data export';
