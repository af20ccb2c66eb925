#pragma once

#include <QDockWidget>

#include <string>
#include <utility>
#include <vector>

class QLabel;
class QLineEdit;
class QScrollArea;
class QVBoxLayout;

namespace tapeflow::topology {
struct Change;
}
namespace tapeflow::catalog {
struct ParameterDef;
}

namespace tapeflow::editor {

class Document;
class JobForm;
class ModelChoiceBox;
class ObjectivesForm;
class ParameterField;
class ProfileFiguresBox;

// The inspector (right dock): the parameters of the selected node or link, or the selected
// job's fields. It reads the document and follows its changes; every edit is an undo command.
class InspectorDock : public QDockWidget {
  Q_OBJECT

public:
  explicit InspectorDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  void showNode(const std::string& nodeId);
  void showLink(const std::string& linkId);
  void showJob(const std::string& jobId);
  void showNothing(std::size_t selected = 0);

  [[nodiscard]] ParameterField* field(const QString& parameter) const;
  // Scrolls the page to the field of `parameter`; false when it shows none.
  bool scrollTo(const QString& parameter);
  [[nodiscard]] QLineEdit* nameEdit() const { return m_name; }
  [[nodiscard]] JobForm* jobForm() const { return m_jobForm; }
  [[nodiscard]] ModelChoiceBox* modelChoice() const { return m_model; }

signals:
  // The user asked, from a numeric field's context menu, to sweep the figure `name` of the node,
  // link or job `owner`, or to pin it to the tuner.
  void sweepRequested(const QString& owner, const QString& name);
  void pinRequested(const QString& owner, const QString& name);

private:
  enum class Shown { Nothing, Node, Link, Job };
  void onChanged(const topology::Change& change);
  QVBoxLayout* startPage(const QString& title, const QString& subtitle);
  static QLabel* sectionHeading(const QString& text, QWidget* parent);
  void refreshFields();
  void refreshNodeFields();
  void refreshLinkFields();
  // Gives a numeric field the context menu that sweeps it or pins it to the tuner.
  void offerWhatIf(ParameterField* field, const catalog::ParameterDef& def);
  // A field of the shown node's parameter `name` (its own, or "<reference>.<figure>"), each
  // edit an undo command.
  ParameterField* nodeField(const catalog::ParameterDef& def, const std::string& name);
  // Under the reference field `reference` (a server's "backup_app"): the folding section of
  // the referenced profile's figures (InspectorProfiles.cpp).
  void addProfileFigures(QVBoxLayout* layout, const catalog::ParameterDef& reference);
  void fillProfileFigures(QVBoxLayout* body, const catalog::ParameterDef& reference);
  void refreshProfileBoxes();

  Document* m_document = nullptr;
  Shown m_shown = Shown::Nothing;
  std::string m_id;
  QScrollArea* m_scroll = nullptr;
  QLabel* m_title = nullptr;
  QLineEdit* m_name = nullptr;
  ModelChoiceBox* m_model = nullptr;
  JobForm* m_jobForm = nullptr;
  ObjectivesForm* m_objectives = nullptr;
  std::vector<ParameterField*> m_fields;
  // The shown node's profile sections and the reference each unfolds ("backup_app").
  std::vector<std::pair<ProfileFiguresBox*, std::string>> m_profiles;
};

} // namespace tapeflow::editor
