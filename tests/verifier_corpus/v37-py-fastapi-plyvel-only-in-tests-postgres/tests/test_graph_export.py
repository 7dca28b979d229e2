"""Checks that the nightly graph export (done by the analytics team's own job, from a dump) can be read back:
builds a throwaway LevelDB under pytest's tmp_path."""
import plyvel


def test_prefix_scan_roundtrip(tmp_path):
    db = plyvel.DB(str(tmp_path / "graph.ldb"), create_if_missing=True)
    db.put(b"out:1:2", b"")
    db.put(b"out:1:3", b"")
    db.put(b"out:2:1", b"")
    assert [k for k, _ in db.iterator(prefix=b"out:1:")] == [b"out:1:2", b"out:1:3"]
    db.close()
