from enum import Enum


class RecordStatus(Enum):
    Normal = "normal"
    Deleted = "deleted"
    Banned = "banned"
