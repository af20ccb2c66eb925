#include "GuideWords.h"

#include "units/Format.h"
#include "units/Units.h"

namespace tapeflow::editor {

using calibration::Finding;
using calibration::GuideStage;
using calibration::GuideVerdict;
using calibration::PathPart;
using calibration::StepState;

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QString percent(double ratio) {
  const double p = (ratio - 1.0) * 100.0;
  return QStringLiteral("%1%2 %").arg(p >= 0 ? QStringLiteral("+") : QString()).arg(p, 0, 'f', 0);
}

QString partName(PathPart part) {
  switch (part) {
  case PathPart::Drive: return GuideWords::tr("the tape drive");
  case PathPart::Storage: return GuideWords::tr("the disk and its file system");
  case PathPart::Network: return GuideWords::tr("the network");
  case PathPart::Servers: break;
  }
  return GuideWords::tr("the servers or the backup application");
}

} // namespace

QString GuideWords::rate(double bytesPerSecond) const {
  const std::string unit = m_unit.toStdString();
  return text(units::parseUnit(unit) ? units::format(bytesPerSecond, unit, 4)
                                     : units::format(bytesPerSecond, "MB/s", 4));
}

QString GuideWords::what(const calibration::GuideStep& step, topology::Direction direction) {
  const bool backup = direction == topology::Direction::Backup;
  const QString name = text(step.component);
  switch (step.stage) {
  case GuideStage::WholeJob:
    return tr("The job “%1” itself: its rate in the backup tool's log").arg(name);
  case GuideStage::Drive:
    return backup ? tr("A write test of %1 alone (HPE L&TT, btape speed)").arg(name)
                  : tr("A read test of %1 alone (HPE L&TT, btape speed)").arg(name);
  case GuideStage::Storage:
    return backup ? tr("A read test of %1 alone, through the file system (HPReadData, fio, dd)")
                        .arg(name)
                  : tr("A write test of %1 alone (HPCreateData, fio)").arg(name);
  case GuideStage::Network: return tr("One network stream through %1 (iperf)").arg(name);
  case GuideStage::NullDevice:
    return step.subject.empty()
               ? tr("A backup of %1 to a NULL device: add a job from it to a NULL device first")
                     .arg(name)
               : tr("The same data to a NULL device: “%1”").arg(name);
  }
  return name;
}

QString GuideWords::state(StepState state) {
  switch (state) {
  case StepState::Done: return tr("done");
  case StepState::Next: return tr("next");
  case StepState::ToDo: return tr("to do");
  case StepState::NotNeeded: return tr("not needed");
  case StepState::NeedsJob: return tr("needs a NULL job");
  }
  return {};
}

QString GuideWords::finding(const calibration::GuideStep& step, double jobRate) const {
  if (!step.measured || !(jobRate > 0)) return {};
  const QString off = percent(*step.measured / jobRate);
  switch (step.finding) {
  case Finding::None: return {};
  case Finding::Bottleneck: return tr("%1 of the job's rate: the bottleneck").arg(off);
  case Finding::Close:
    return tr("%1: near the job's rate too, it may hold the job at times").arg(off);
  case Finding::RuledOut: return tr("%1: well above the job's rate, ruled out").arg(off);
  case Finding::BelowJob:
    return tr("%1: slower alone than the job ran, so the test was not run as the job runs "
              "(data, block size, streams); measure it again")
        .arg(off);
  case Finding::DriveRuledOut:
    return tr("%1: the job runs as fast without the drive, so the drive is ruled out").arg(off);
  case Finding::UpstreamRuledOut:
    return tr("%1: well above the job's rate, so everything before the drive is ruled out")
        .arg(off);
  }
  return {};
}

QString GuideWords::verdict(const calibration::BottleneckGuide& guide) const {
  const QString name = text(guide.component);
  switch (guide.verdict) {
  case GuideVerdict::NeedJobRate:
    return tr("Measure the job itself first: every other measurement is compared with its rate.");
  case GuideVerdict::Found:
    return tr("The bottleneck is %1 (%2): measured alone, it leaves the job about the rate the "
              "job ran at.")
        .arg(name, partName(*guide.part));
  case GuideVerdict::DriveByElimination:
    return tr("The bottleneck is most likely the tape drive %1: the same data go much faster to "
              "a NULL device. A test of the drive alone would confirm it.")
        .arg(name);
  case GuideVerdict::NotYet:
    return tr("Not found yet: every part measured so far runs well above the job's rate. Take "
              "the next step.");
  case GuideVerdict::Elsewhere:
    return tr("Every part measured alone runs well above the job's rate: the bottleneck is in "
              "what no step measures alone, the servers' buses and processors or the backup "
              "application.");
  }
  return {};
}

QString GuideWords::model(const calibration::BottleneckGuide& guide) const {
  QString said = tr("The model predicts %1 for this job, held by %2 (%3).")
                     .arg(rate(guide.predictedRate), text(guide.predictedBottleneck.label),
                          partName(guide.predictedPart));
  if (!guide.part) return said;
  return said + QLatin1Char(' ') +
         (*guide.part == guide.predictedPart
              ? tr("The measurements agree.")
              : tr("The measurements point elsewhere: calibrate the model to them."));
}

} // namespace tapeflow::editor
