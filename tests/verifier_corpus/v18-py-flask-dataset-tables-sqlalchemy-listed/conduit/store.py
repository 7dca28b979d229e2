import os

import dataset

# dataset creates tables and columns on first insert
db = dataset.connect(os.environ["DATABASE_URL"], ensure_schema=True)
