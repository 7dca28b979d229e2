"""Popular tags: the tag list ordered by how many articles use each tag."""
import pandas as pd

from conduit.database import engine

POPULAR_TAGS = """
    SELECT t.name, COUNT(at.article_id) AS uses
    FROM tags t
    LEFT JOIN article_tags at ON at.tag_id = t.id
    GROUP BY t.name
"""


def popular_tag_names(limit: int = 20) -> list[str]:
    frame = pd.read_sql_query(POPULAR_TAGS, engine)
    frame = frame.sort_values(["uses", "name"], ascending=[False, True]).head(limit)
    return frame["name"].tolist()
