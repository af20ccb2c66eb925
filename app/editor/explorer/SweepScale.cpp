#include "SweepScale.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {

std::vector<double> numbers(const whatif::SweepAxis& axis) {
  std::vector<double> values;
  for (const auto& value : axis.values) {
    if (std::holds_alternative<double>(value.data))
      values.push_back(std::get<double>(value.data));
    else if (std::holds_alternative<long long>(value.data))
      values.push_back(double(std::get<long long>(value.data)));
    else
      return {}; // not numbers: a list of models
  }
  return values;
}

bool strictlyIncreasing(const std::vector<double>& v) {
  return std::adjacent_find(v.begin(), v.end(), std::greater_equal<>()) == v.end();
}

// Values that grow by one ratio (a logarithmic range): plotted on a log axis they are evenly
// spaced, as the user asked for them.
bool geometric(const std::vector<double>& v) {
  if (v.size() < 3 || v.front() <= 0.0) return false;
  const double ratio = v[1] / v[0];
  if (ratio < 1.0 + 1e-9) return false;
  for (std::size_t i = 2; i < v.size(); ++i)
    if (std::abs(v[i] / v[i - 1] / ratio - 1.0) > 1e-6) return false;
  const double linearStep = v[1] - v[0];
  return std::abs((v[2] - v[1]) / linearStep - 1.0) > 1e-6; // not also evenly spaced
}

// The labels without the words all of them share at the start and at the end.
QStringList withoutSharedWords(const QStringList& labels) {
  if (labels.size() < 2) return labels;
  std::vector<QStringList> words;
  for (const QString& label : labels) words.push_back(label.split(QLatin1Char(' ')));
  const auto shortest =
      std::min_element(words.begin(), words.end(), [](const auto& a, const auto& b) {
        return a.size() < b.size();
      })->size();
  const auto sharedAt = [&](auto position) {
    qsizetype n = 0;
    while (n + 1 < shortest && std::all_of(words.begin(), words.end(), [&](const QStringList& w) {
             return position(w, n) == position(words[0], n);
           }))
      ++n;
    return n;
  };
  const qsizetype front = sharedAt([](const QStringList& w, qsizetype i) { return w[i]; });
  const qsizetype back =
      std::min(shortest - 1 - front,
               sharedAt([](const QStringList& w, qsizetype i) { return w[w.size() - 1 - i]; }));
  QStringList result;
  for (const auto& w : words)
    result << w.mid(front, w.size() - front - back).join(QLatin1Char(' '));
  return result;
}

} // namespace

SweepScale::SweepScale(const whatif::SweepAxis& axis, QString title) : m_title(std::move(title)) {
  for (const auto& label : axis.labels) m_labels << QString::fromStdString(label);
  m_short = withoutSharedWords(m_labels);
  const auto v = numbers(axis);
  const std::size_t n = axis.values.size();
  if (v.size() != n || n < 2 || !strictlyIncreasing(v)) {
    m_kind = Kind::Category;
    for (std::size_t i = 0; i < n; ++i)
      m_position.push_back(n < 2 ? 0.5 : double(i) / double(n - 1));
    return;
  }
  m_kind = geometric(v) ? Kind::Logarithmic : Kind::Linear;
  const auto map = [&](double x) { return m_kind == Kind::Logarithmic ? std::log(x) : x; };
  const double lo = map(v.front());
  const double hi = map(v.back());
  for (const double x : v) m_position.push_back((map(x) - lo) / (hi - lo));
}

std::vector<std::size_t> SweepScale::labelled(std::size_t most) const {
  std::vector<std::size_t> indices;
  const std::size_t n = size();
  if (n == 0) return indices;
  const std::size_t step =
      std::max<std::size_t>(1, (n + most - 1) / std::max<std::size_t>(most, 1));
  for (std::size_t i = 0; i < n; i += step) indices.push_back(i);
  if (indices.back() != n - 1 && (n - 1) % step >= step / 2) indices.push_back(n - 1);
  return indices;
}

QString SweepScale::label(std::size_t index) const { return m_labels.value(int(index)); }

QString SweepScale::shortLabel(std::size_t index) const {
  return m_kind == Kind::Category ? m_short.value(int(index)) : label(index);
}

} // namespace tapeflow::editor
