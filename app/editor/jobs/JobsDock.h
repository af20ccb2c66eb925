#pragma once

#include "JobsModel.h"

#include <QDockWidget>

class QPushButton;
class QTableView;

namespace tapeflow::editor {

class Document;
class EditController;

// The jobs table (bottom dock) with Add, Remove and Edit; editing happens in the inspector,
// which shows the selected job's fields.
class JobsDock : public QDockWidget {
  Q_OBJECT

public:
  using Filter = JobsModel::Filter;

  JobsDock(EditController* edit, QWidget* parent = nullptr);

  void setDocument(Document* document);
  void setFilter(Filter filter) { m_model->setFilter(filter); }
  [[nodiscard]] QTableView* table() const { return m_table; }
  [[nodiscard]] JobsModel* model() const { return m_model; }
  void addJob();
  void selectJob(const std::string& jobId);
  // Another selection (on the canvas) took over: no row stays selected, so a later rebuild of
  // the table cannot bring the job back into the inspector.
  void clearSelection();
  void removeSelected();

signals:
  void jobSelected(const QString& jobId);
  void editRequested(const QString& jobId);

private:
  [[nodiscard]] std::string selectedJob() const;

  EditController* m_edit;
  Document* m_document = nullptr;
  JobsModel* m_model;
  QTableView* m_table;
  QPushButton* m_remove;
  QPushButton* m_editButton;
  std::string m_keep;       // the selected job while the model resets
  bool m_restoring = false; // reselecting it after a reset is not the user's choice
};

} // namespace tapeflow::editor
