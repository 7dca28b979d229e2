from .records import ArticleRecord, Profile, UserRecord
