//===- ReviewCommand.cpp - defuse review: the queue of candidate fixes ----===//
//
// What the filter let through waits here for a human: list, show (with the
// filter's evidence and the IR diff on the reproducer), accept, reject; and
// the queue's figures per campaign.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"

#include "fuzz/FindingsStore.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

using namespace defuse;
using json = nlohmann::ordered_json;

namespace {

/// What the filter's evidence says of where the candidate ran: the sandbox
/// and the comparison with the tool it ships in (null for a candidate
/// judged before the filter recorded them).
json sandboxOf(const json &evidence) {
  if (!evidence.is_object() || !evidence.contains("sandbox"))
    return nullptr;
  return evidence["sandbox"];
}

json crossToolOf(const json &evidence) {
  if (!evidence.is_object() || !evidence.contains("checks"))
    return nullptr;
  for (const auto &check : evidence["checks"])
    if (check.value("check", "") == "environment-dependent")
      return {{"passed", check.value("passed", false)},
              {"summary", check.value("summary", "")},
              {"evidence",
               check.contains("evidence") ? check["evidence"] : json(nullptr)}};
  return nullptr;
}

json candidateJson(const FixCandidate &c, bool withEvidence) {
  json j = {{"id", c.id},
            {"finding", c.finding ? json(c.finding) : json(nullptr)},
            {"finding_origin", c.findingOrigin},
            {"signature", c.signature},
            {"agent", c.agent},
            {"attempt", c.attempt},
            {"plugin", c.plugin},
            {"fix_pass", c.fixPass},
            {"replaces", c.replaces},
            {"patch", c.patch},
            {"state", candidateStateName(c.state)},
            {"failed_checks", c.failedChecks},
            {"filter_seconds", c.filterSeconds},
            {"note", c.note},
            {"created", c.created},
            {"decided", c.decided}};
  json evidence = json::parse(c.evidence, nullptr, false);
  j["sandbox"] = sandboxOf(evidence);
  j["cross_tool"] = crossToolOf(evidence);
  if (withEvidence)
    j["evidence"] = std::move(evidence);
  return j;
}

/// Seconds between two ISO-8601 UTC times the store wrote; negative when
/// either is missing.
double secondsBetween(const std::string &from, const std::string &to) {
  auto parse = [](const std::string &s) -> std::time_t {
    std::tm t{};
    std::istringstream in(s);
    in >> std::get_time(&t, "%Y-%m-%dT%H:%M:%SZ");
    return in.fail() ? -1 : timegm(&t);
  };
  std::time_t a = parse(from), b = parse(to);
  return a < 0 || b < 0 ? -1 : std::difftime(b, a);
}

int metrics(FindingsStore &store, bool asJson) {
  std::map<int64_t, int64_t> campaignOf;
  for (const Finding &f : store.findings())
    campaignOf[f.id] = f.firstCampaign;
  struct Figures {
    int64_t candidates = 0, rejectedByFilter = 0, pending = 0, accepted = 0,
            rejected = 0;
    std::map<std::string, int64_t> rejectionsByCheck;
    double filterSeconds = 0, maxFilterSeconds = 0;
    std::vector<double> findingToAccepted;
  };
  std::map<std::string, Figures> byCampaign;
  for (const FixCandidate &c : store.candidates()) {
    std::string campaign =
        c.finding && campaignOf.count(c.finding)
            ? "campaign " + std::to_string(campaignOf[c.finding])
            : "outside campaigns";
    Figures &f = byCampaign[campaign];
    ++f.candidates;
    f.filterSeconds += c.filterSeconds;
    f.maxFilterSeconds = std::max(f.maxFilterSeconds, c.filterSeconds);
    switch (c.state) {
    case CandidateState::RejectedByFilter: {
      ++f.rejectedByFilter;
      std::istringstream checks(c.failedChecks);
      for (std::string check; std::getline(checks, check, ',');)
        ++f.rejectionsByCheck[check.substr(check.find_first_not_of(' '))];
      break;
    }
    case CandidateState::PendingReview:
      ++f.pending;
      break;
    case CandidateState::Accepted: {
      ++f.accepted;
      double s = secondsBetween(c.findingCreated, c.decided);
      if (s >= 0)
        f.findingToAccepted.push_back(s);
      break;
    }
    case CandidateState::Rejected:
      ++f.rejected;
      break;
    }
  }
  json out = json::object();
  for (auto &[campaign, f] : byCampaign) {
    json j = {{"candidates", f.candidates},
              {"rejected_by_filter", f.rejectedByFilter},
              {"rejections_by_check", f.rejectionsByCheck},
              {"pending_review", f.pending},
              {"reviewer_accepted", f.accepted},
              {"reviewer_rejected", f.rejected},
              {"filter_seconds_mean", f.filterSeconds / f.candidates},
              {"filter_seconds_max", f.maxFilterSeconds},
              {"finding_to_accepted_fix_seconds", f.findingToAccepted}};
    out[campaign] = j;
    if (asJson)
      continue;
    std::printf("%s: %lld candidates, %lld rejected by the filter, %lld "
                "pending review, reviewers accepted %lld and rejected %lld; "
                "filter %.1f s per candidate (at most %.1f s)\n",
                campaign.c_str(), static_cast<long long>(f.candidates),
                static_cast<long long>(f.rejectedByFilter),
                static_cast<long long>(f.pending),
                static_cast<long long>(f.accepted),
                static_cast<long long>(f.rejected),
                f.filterSeconds / f.candidates, f.maxFilterSeconds);
    for (auto &[check, n] : f.rejectionsByCheck)
      std::printf("  rejected by %-18s %lld\n", check.c_str(),
                  static_cast<long long>(n));
    for (double s : f.findingToAccepted)
      std::printf("  finding to accepted fix: %.0f s\n", s);
  }
  if (asJson)
    std::cout << out.dump(2) << "\n";
  return kExitPass;
}

} // namespace

int defuse::reviewCommand(const ReviewOptions &o) {
  std::string error;
  std::unique_ptr<FindingsStore> store = FindingsStore::open(o.db, error);
  if (!store) {
    cli::printError(o.db, error);
    return kExitBadWorkload;
  }
  if (o.action == "metrics")
    return metrics(*store, o.json);
  if (o.action == "list") {
    std::optional<CandidateState> state;
    if (!o.state.empty()) {
      state = candidateStateByName(o.state);
      if (!state) {
        cli::printError("--state", "unknown state " + o.state +
                                       " (rejected-by-filter, pending-review, "
                                       "accepted, rejected)");
        return kExitUsage;
      }
    }
    json all = json::array();
    for (const FixCandidate &c : store->candidates(state)) {
      if (o.json) {
        all.push_back(candidateJson(c, false));
        continue;
      }
      std::printf(
          "#%-4lld %-18s %s -> %s  for %s (%s)%s%s\n",
          static_cast<long long>(c.id), candidateStateName(c.state),
          c.replaces.c_str(), c.fixPass.c_str(), c.findingOrigin.c_str(),
          c.signature.c_str(),
          c.failedChecks.empty() ? "" : "  failed: ", c.failedChecks.c_str());
    }
    if (o.json)
      std::cout << all.dump(2) << "\n";
    return kExitPass;
  }
  std::optional<FixCandidate> c = store->candidate(o.id);
  if (!c) {
    cli::printError(o.db, "no fix candidate #" + std::to_string(o.id));
    return kExitUsage;
  }
  if (o.action == "show") {
    json j = candidateJson(*c, true);
    if (o.json) {
      std::cout << j.dump(2) << "\n";
      return kExitPass;
    }
    std::printf("candidate #%lld  %s\n", static_cast<long long>(c->id),
                candidateStateName(c->state));
    std::printf("finding   %s (%s)\n", c->findingOrigin.c_str(),
                c->signature.c_str());
    std::printf("fix       %s from %s, in place of %s (by %s, attempt "
                "%lld)\n",
                c->fixPass.c_str(), c->plugin.c_str(), c->replaces.c_str(),
                c->agent.c_str(), static_cast<long long>(c->attempt));
    const json &evidence = j["evidence"];
    if (evidence.is_object() && evidence.contains("checks"))
      for (const auto &check : evidence["checks"])
        std::printf("  %s  %-18s %s\n",
                    check["passed"].get<bool>() ? "pass" : "FAIL",
                    check["check"].get<std::string>().c_str(),
                    check["summary"].get<std::string>().c_str());
    const json &sandbox = j["sandbox"];
    if (sandbox.is_object())
      std::printf("sandbox   %s\n          candidate code: %s\n",
                  sandbox.value("summary", "").c_str(),
                  sandbox.value("candidate_loaded", "").c_str());
    else
      std::printf("sandbox   not recorded (judged before the filter "
                  "sandboxed candidates)\n");
    const json &cross = j["cross_tool"];
    if (cross.is_object()) {
      const json &e = cross["evidence"];
      std::printf("mlir-opt  %s%s\n", cross.value("summary", "").c_str(),
                  e.is_object() && e.contains("tool")
                      ? (" [" + e.value("tool", "") + "]").c_str()
                      : "");
      if (e.is_object() && e.contains("first_difference") &&
          e["first_difference"].contains("diff"))
        std::printf("%s",
                    e["first_difference"]["diff"].get<std::string>().c_str());
    }
    if (evidence.is_object() && evidence.contains("ir_diff"))
      std::printf("IR of the reproducer, original pass -> candidate:\n%s",
                  evidence["ir_diff"].get<std::string>().c_str());
    if (!c->note.empty())
      std::printf("note      %s\n", c->note.c_str());
    return kExitPass;
  }
  CandidateState decision = o.action == "accept" ? CandidateState::Accepted
                                                 : CandidateState::Rejected;
  if (failed(store->decideCandidate(o.id, decision, o.note))) {
    cli::printError(o.db, store->lastError());
    return kExitUsage;
  }
  std::printf("candidate #%lld %s\n", static_cast<long long>(o.id),
              candidateStateName(decision));
  return kExitPass;
}
