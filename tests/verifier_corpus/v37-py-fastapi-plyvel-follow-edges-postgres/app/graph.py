"""The follow graph lives in LevelDB: two key spaces, out:<follower>:<followed> and in:<followed>:<follower>,
so both directions are a prefix scan."""
import os

import plyvel

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
graph_db = plyvel.DB(os.path.join(_ROOT, "var", "follows.ldb"), create_if_missing=True)
