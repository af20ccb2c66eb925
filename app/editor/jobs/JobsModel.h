#pragma once

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace tapeflow::editor {

class Document;

// The jobs of a document as a table (name, direction, source, target, data set, streams,
// options), filtered by direction; rebuilt from the document on every job or node change.
class JobsModel : public QAbstractTableModel {
  Q_OBJECT

public:
  enum Column { Name, Direction, Source, Target, DataSet, Streams, Options, ColumnCount };
  enum class Filter { Backup, Restore, Both };

  explicit JobsModel(QObject* parent = nullptr);

  void setDocument(Document* document);
  void setFilter(Filter filter);
  [[nodiscard]] std::string jobId(int row) const;
  [[nodiscard]] int rowOf(const std::string& jobId) const;

  [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
  [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
  [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
  [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                    int role) const override;

private:
  void reload();

  Document* m_document = nullptr;
  Filter m_filter = Filter::Both;
  std::vector<std::string> m_rows;
};

} // namespace tapeflow::editor
