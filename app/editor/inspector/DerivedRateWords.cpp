#include "DerivedRateWords.h"

#include "catalog/KindCode.h"
#include "solver/UnstatedDiskRate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace tapeflow::editor {

namespace {

using solver::NoDiskRate;
using solver::UnstatedFrom;

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

QString whole(double value) {
  QLocale locale;
  locale.setNumberOptions({}); // 10,000 rpm
  return locale.toString(static_cast<qlonglong>(std::llround(value)));
}

// "10,000 rpm, 3.5-inch, 1999": the drive's figures the rule read. Under a field, where the
// line is narrow, the form factor's hyphen does not break it.
QString figures(const solver::UnstatedDiskRate& r, bool narrow = false) {
  QStringList parts{tr("%1 rpm").arg(whole(r.disk.rpm))};
  if (r.disk.platterDiameter)
    parts << tr("%1 mm platters").arg(QLocale().toString(*r.disk.platterDiameter, 'g', 4));
  else if (narrow)
    parts << QString::fromStdString(r.disk.formFactor).replace(QLatin1Char('-'), QChar(0x2011));
  else
    parts << QString::fromStdString(r.disk.formFactor);
  if (r.disk.year) parts << QString::number(std::llround(*r.disk.year));
  if (r.disk.linearDensity)
    parts << tr("%1 kbit/in").arg(QLocale().toString(*r.disk.linearDensity, 'g', 4));
  return parts.join(QStringLiteral(", "));
}

// Why the rule gives no rate, after "… states no sequential rate, and".
QString reason(const solver::UnstatedDiskRate& r) {
  switch (r.missing.value_or(NoDiskRate::NoSpindleSpeed)) {
  case NoDiskRate::NoSpindleSpeed:
    return tr("its spindle speed is 0 or not given (a solid-state drive does not spin)");
  case NoDiskRate::NoYear: return tr("gives no year");
  case NoDiskRate::BeforeFirstEra:
    return tr("its year, %1, is before %2, the earliest the catalog's disk recording eras reach")
        .arg(QString::number(std::llround(r.disk.year.value_or(0.0))),
             QString::number(std::llround(r.earliestYear)));
  case NoDiskRate::NoPlatter:
    if (r.disk.formFactor.empty()) return tr("gives no form factor");
    return tr("the catalog has no platter size for a %1 drive at %2 rpm")
        .arg(QString::fromStdString(r.disk.formFactor), whole(r.disk.rpm));
  }
  return {};
}

constexpr const char* kStateOne =
    QT_TRANSLATE_NOOP("tapeflow::editor", "Type a rate to state one.");

ParameterField::Derived words(const solver::UnstatedDiskRate& r, bool array) {
  const QString member =
      r.memberDisk ? QString::fromStdString(r.memberDisk->displayName()) : QString();
  ParameterField::Derived d;
  d.rate = r.rate;
  if (!r.rate) {
    d.basis = tr("no rate: limits nothing");
    d.toolTip = array ? tr("No rate: the members limit nothing (the array's own read and write "
                           "limits still apply). Its member disk, %1, states no sequential rate, "
                           "and %2, so none can be worked out.")
                            .arg(member, reason(r))
                      : tr("No rate: this drive limits nothing. It states no sequential rate, "
                           "and %1, so none can be worked out.")
                            .arg(reason(r));
    d.toolTip += QLatin1Char(' ') + tr(kStateOne);
    return d;
  }
  switch (r.from) {
  case UnstatedFrom::Rule:
    d.basis = tr("derived from %1").arg(figures(r, true));
    d.toolTip =
        tr("Derived from %1 (the catalog's disk recording eras and platter sizes): the drive "
           "states no sequential rate, so the rate of its outer tracks is worked out from the "
           "recording density of its year, a %2 mm platter and its spindle speed.")
            .arg(figures(r), QLocale().toString(r.diameter.value_or(0.0), 'g', 4));
    break;
  case UnstatedFrom::MemberDiskRule:
    d.basis = tr("derived from the member disk: %1").arg(figures(r, true));
    d.toolTip = tr("Derived from the member disk, %1: %2 (the catalog's disk recording eras and "
                   "platter sizes). Neither the array nor its member disk states a sequential "
                   "rate, so the rate of the disk's outer tracks is worked out from the "
                   "recording density of its year, a %3 mm platter and its spindle speed.")
                    .arg(member, figures(r), QLocale().toString(r.diameter.value_or(0.0), 'g', 4));
    break;
  case UnstatedFrom::MemberDisk:
    d.basis = tr("from the member disk, %1").arg(member);
    d.toolTip = tr("The array states no member rate: each member streams at its member disk's "
                   "(%1) sequential rate.")
                    .arg(member);
    break;
  case UnstatedFrom::ReadRate:
    d.basis = array ? tr("as the member read rate (no member write rate given)")
                    : tr("as the sequential read (no write rate given)");
    d.toolTip = array ? tr("The array states no member write rate: its members write at the "
                           "member read rate.")
                      : tr("The drive states no sequential write rate: it writes at its "
                           "sequential read rate.");
    break;
  }
  d.toolTip += QLatin1Char(' ') + tr(kStateOne);
  return d;
}

} // namespace

std::optional<ParameterField::Derived> derivedRate(const topology::Topology& topology,
                                                   const topology::Node& node,
                                                   const std::string& name) {
  if (!catalog::isKind(node.kind, catalog::KindCode::DiskDrive) &&
      !catalog::isKind(node.kind, catalog::KindCode::DiskArray))
    return std::nullopt;
  const auto table = solver::DiskMediaTable::fromCatalog(topology.catalog());
  const auto rate = solver::unstatedDiskRate(topology, node, name, table);
  if (!rate) return std::nullopt;
  return words(*rate, catalog::isKind(node.kind, catalog::KindCode::DiskArray));
}

} // namespace tapeflow::editor
