/**
 * One uploaded file per request (multipart/form-data) into memory, with every limit multer offers set tight: the
 * one file field, at most `maxBytes`, and room for only a few small other fields. A limit passed answers 413, a
 * form of the wrong shape 400, both in the usual error body and never a 500 (decision 902).
 */
import type { RequestHandler } from "express";
import multer from "multer";
import { AppError, ValidationError } from "./errors";

const OTHER_FIELDS = 4;

type Upload = {
  /** The form field the file arrives in. */
  field: string;
  maxBytes: number;
  /** What the file is, for messages: "the CSV file". */
  what: string;
};

/** Middleware that puts the file on `req.file` (absent when the request carries none). */
export function receiveOneFile({ field, maxBytes, what }: Upload): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: OTHER_FIELDS,
      parts: OTHER_FIELDS + 1,
      fieldSize: 1024,
      fieldNameSize: 64,
      fieldNestingDepth: 0,
      fieldArrayIndexLimit: 0,
      headerPairs: 8,
    },
  }).single(field);

  const tooLarge = (message: string) => new AppError(413, "payload_too_large", message);
  const onlyTheFile = `send only ${what}, in the form field "${field}".`;
  const errorFor = (code: string | undefined): AppError => {
    switch (code) {
      case "LIMIT_FILE_SIZE":
        return tooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      case "LIMIT_FIELD_COUNT":
      case "LIMIT_PART_COUNT":
        return tooLarge(`The upload has too many form fields: ${onlyTheFile}`);
      case "LIMIT_FIELD_VALUE":
        return tooLarge(`A form field is longer than 1 KB: ${onlyTheFile}`);
      case "LIMIT_FIELD_KEY":
      case "LIMIT_FIELD_NESTING":
      case "LIMIT_FIELD_ARRAY_INDEX":
      case "MISSING_FIELD_NAME":
      case "INVALID_FIELD_NAME":
        return new ValidationError(`The upload has a form field name we do not take: ${onlyTheFile}`);
      case "LIMIT_FILE_COUNT":
        return new ValidationError(`The upload has more than one file: ${onlyTheFile}`);
      case "LIMIT_UNEXPECTED_FILE":
        return new ValidationError(`Send ${what} in the form field "${field}".`);
      default:
        return new ValidationError("The upload could not be read.");
    }
  };

  return (req, res, next) =>
    upload(req, res, (err: unknown) => next(err ? errorFor((err as { code?: string }).code) : undefined));
}
