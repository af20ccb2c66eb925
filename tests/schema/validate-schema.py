#!/usr/bin/env python3
"""validate-schema.py SCHEMA PATH...: every *.tapeflow file under each PATH (or PATH itself)
must be valid against SCHEMA, checked with python3-jsonschema under the draft the schema names.
Prints each failing file with the JSON Pointer and message of its first errors; exit 1 if any
fails, 2 if there was nothing to check."""

import json
import pathlib
import sys

import jsonschema


def files_under(paths):
    for path in map(pathlib.Path, paths):
        if path.is_dir():
            yield from sorted(path.rglob("*.tapeflow"))
        else:
            yield path


def pointer(error):
    return "/" + "/".join(str(part) for part in error.absolute_path)


def main(schema_path, paths):
    schema = json.loads(pathlib.Path(schema_path).read_text(encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    checked = failed = 0
    for path in files_under(paths):
        checked += 1
        document = json.loads(path.read_text(encoding="utf-8"))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            failed += 1
            for error in errors[:3]:
                print(f"{path}: {pointer(error)}: {error.message[:300]}")
    print(f"{checked - failed} of {checked} files valid against {schema_path}")
    if checked == 0:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
