#include "solver/ResultJson.h"

#include <cmath>

namespace tapeflow::solver {
namespace {

using Json = nlohmann::ordered_json;

// JSON has no infinity: an unbounded figure is null.
Json number(double value) { return std::isfinite(value) ? Json(value) : Json(nullptr); }

Json limitJson(const Limit& limit) {
  if (limit.key.empty()) return nullptr;
  Json json;
  json["key"] = limit.key;
  json["label"] = limit.label;
  if (!limit.node.empty()) json["node"] = limit.node;
  if (!limit.category.empty()) json["category"] = limit.category;
  json["rate"] = number(limit.rate);
  return json;
}

std::string_view modeName(DirectionMode mode) {
  switch (mode) {
  case DirectionMode::AsDefined: return "as-defined";
  case DirectionMode::Backup: return "backup";
  case DirectionMode::Restore: return "restore";
  }
  return "?";
}

} // namespace

Json toJson(const SolveResult& result) {
  Json json;
  json["format"] = "tapeflow-solve-result";
  json["version"] = 1;
  json["direction"] = std::string(modeName(result.mode));
  json["aggregate_rate"] = number(result.aggregateRate);
  json["window"] = number(result.timeline.window);
  json["stalled"] = result.timeline.stalled;

  Json jobs = Json::array();
  for (const auto& job : result.jobs) {
    Json j;
    j["id"] = job.id;
    j["name"] = job.name;
    j["direction"] = std::string(topology::directionName(job.direction));
    if (!job.error.empty()) j["error"] = job.error;
    j["rate"] = number(job.rate);
    j["bytes"] = number(job.bytes);
    j["start"] = number(job.start);
    j["end"] = number(job.end);
    j["duration"] = number(job.end - job.start);
    j["cartridge_changes"] = job.cartridgeChanges;
    j["shoe_shines"] = job.shoeShines;
    j["reposition_seconds"] = number(job.repositionSeconds);
    j["feed_varies"] = job.feedVaries;
    j["bottleneck"] = limitJson(job.bottleneck);
    j["next_bottleneck"] = limitJson(job.next);
    Json close = Json::array();
    for (const auto& c : job.close) {
      Json limit = limitJson(c.limit);
      limit["utilisation"] = number(c.utilisation);
      close.push_back(std::move(limit));
    }
    j["close_limits"] = std::move(close);
    Json streams = Json::array();
    for (const auto& stream : job.streams)
      streams.push_back({{"stream", stream.stream},
                         {"rate", number(stream.rate)},
                         {"bottleneck", limitJson(stream.bottleneck)}});
    j["streams"] = std::move(streams);
    Json headroom = Json::array();
    for (const auto& h : job.headroom)
      headroom.push_back({{"key", result.resources[h.resource].key},
                          {"label", result.resources[h.resource].label},
                          {"utilisation", number(h.utilisation)},
                          {"spare", number(h.spare)}});
    j["headroom"] = std::move(headroom);
    j["path"] = job.path;
    jobs.push_back(std::move(j));
  }
  json["jobs"] = std::move(jobs);

  Json resources = Json::array();
  for (const auto& r : result.resources) {
    Json j;
    j["key"] = r.key;
    j["label"] = r.label;
    j["kind"] = std::string(resourceKindName(r.kind));
    if (!r.node.empty()) j["node"] = r.node;
    if (!r.link.empty()) j["link"] = r.link;
    j["parameter"] = r.parameter;
    j["capacity"] = number(r.capacity);
    j["effective_capacity"] = number(r.effective);
    j["load"] = number(r.load);
    j["utilisation"] = number(r.utilisation);
    resources.push_back(std::move(j));
  }
  json["resources"] = std::move(resources);

  Json hosts = Json::array();
  for (const auto& host : result.hosts) {
    Json byWork = Json::object();
    for (int w = 0; w < kWorkKinds; ++w)
      if (host.byWork[static_cast<std::size_t>(w)] > 0.0)
        byWork[std::string(workName(static_cast<Work>(w)))] =
            host.byWork[static_cast<std::size_t>(w)];
    hosts.push_back({{"node", host.node},
                     {"cores", number(host.cores)},
                     {"utilisation", number(host.utilisation)},
                     {"session_utilisation", number(host.sessionUtilisation)},
                     {"cores_by_work", std::move(byWork)}});
  }
  json["hosts"] = std::move(hosts);

  Json warnings = Json::array();
  for (const auto& w : result.warnings)
    warnings.push_back({{"component", w.component}, {"message", w.message}});
  json["warnings"] = std::move(warnings);

  Json timeline = Json::array();
  for (const auto& job : result.timeline.jobs) {
    Json segments = Json::array();
    for (const auto& s : job.segments)
      segments.push_back({{"phase", std::string(timeline::phaseName(s.phase))},
                          {"start", number(s.start)},
                          {"end", number(s.end)},
                          {"rate", number(s.rate)}});
    timeline.push_back({{"job", job.id}, {"segments", std::move(segments)}});
  }
  json["timeline"] = std::move(timeline);
  json["solves"] = result.solves;
  return json;
}

} // namespace tapeflow::solver
