"""A small builder for Tapeflow topology files, used by make-validation-set.py.

Nodes get a simple layered layout (by their depth below the servers) so the files open
readably in the editor; everything else is what the caller states.
"""
import json
import os


class Topo:
    def __init__(self, name, description):
        self.name = name
        self.description = description
        self.nodes = []
        self.links = []
        self.jobs = []
        self.records = []
        self._ids = set()
        self._columns = {}

    def node(self, id, entry, name, row, **params):
        assert id not in self._ids, id
        self._ids.add(id)
        col = self._columns.get(row, 0)
        self._columns[row] = col + 1
        n = {"id": id, "entry": entry, "name": name, "position": [col * 200, row * 140]}
        if params:
            n["parameters"] = params
        self.nodes.append(n)
        return id

    def set(self, id, **params):
        """Overrides figures of node `id` (what the paper states about that component)."""
        n = next(n for n in self.nodes if n["id"] == id)
        n.setdefault("parameters", {}).update(params)

    def link(self, a, b, **params):
        l = {"id": "l%d" % (len(self.links) + 1), "from": a, "to": b}
        if params:
            l["parameters"] = params
        self.links.append(l)

    def job(self, id, name, source, target, direction="backup", **options):
        j = {"id": id, "name": name, "direction": direction, "source": source, "target": target}
        if options:
            j["options"] = options
        self.jobs.append(j)
        return id

    def measured(self, id, quantity, value, paper, table, row, direction="backup", job=None,
                 component=None, bottleneck=None, note=None, contradicts=None):
        r = {"id": id, "quantity": quantity}
        if job:
            r["job"] = job
        if component:
            r["component"] = component
        r.update({"direction": direction, "value": value, "paper": paper, "table": table,
                  "row": row})
        if bottleneck:
            r["bottleneck"] = bottleneck
        if note:
            r["note"] = note
        if contradicts:
            r["contradicts"] = contradicts
        self.records.append(r)

    def document(self):
        doc = {"format": "tapeflow-topology", "version": 1, "name": self.name,
               "description": self.description, "nodes": self.nodes, "links": self.links,
               "jobs": self.jobs,
               "view": {"zoom": 1, "center": [300, 300], "rate_unit": "MB/s"},
               "validation": self.records}
        return doc

    def write(self, path):
        with open(path, "w") as f:
            json.dump(self.document(), f, indent=2)
            f.write("\n")


def write_set(files, out, owns):
    """Writes `files` (name -> Topo) to folder `out`, first removing the .tapeflow files there
    that `owns(name)` says this script wrote and that it no longer makes."""
    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.endswith(".tapeflow") and owns(old) and old not in files:
            os.remove(os.path.join(out, old))
    for name, topo in sorted(files.items()):
        topo.write(os.path.join(out, name))
    print("wrote %d files, %d measured figures to %s" %
          (len(files), sum(len(t.records) for t in files.values()), out))
