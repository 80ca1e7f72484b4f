-- The chapter (and section) heading of each passage as the official Arabic words it; the seed fills it (issue 27 item 7).
-- Appended after the long texts: only the document page reads it, and that page reads the texts as well.
ALTER TABLE `articles` ADD `chapter_ar` text;
