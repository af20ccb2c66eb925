#include "jobhistory/Fields.h"

#include "jobhistory/Lines.h"

#include <utility>

namespace tapeflow::jobhistory {

namespace {

// Every name a field goes by. The first of each is the catalog's column as PostgreSQL prints it;
// client is the alias Bareos's `list jobs` gives Client.Name.
constexpr std::array<std::pair<std::string_view, Field>, 17> kNames{{
    {"jobid", Field::JobId},
    {"job", Field::Job},
    {"name", Field::Name},
    {"client", Field::Client},
    {"clientname", Field::Client},
    {"clientid", Field::ClientId},
    {"type", Field::Type},
    {"level", Field::Level},
    {"lvl", Field::Level},
    {"joblevel", Field::Level},
    {"jobstatus", Field::Status},
    {"jobstat", Field::Status},
    {"starttime", Field::Start},
    {"endtime", Field::End},
    {"duration", Field::Duration},
    {"jobfiles", Field::Files},
    {"jobbytes", Field::Bytes},
}};

} // namespace

std::optional<Field> fieldNamed(std::string_view name) {
  const std::string key = lower(trim(name));
  for (const auto& [known, field] : kNames)
    if (key == known) return field;
  return std::nullopt;
}

std::string_view fieldName(Field field) {
  for (const auto& [known, named] : kNames)
    if (named == field) return known;
  return {};
}

} // namespace tapeflow::jobhistory
