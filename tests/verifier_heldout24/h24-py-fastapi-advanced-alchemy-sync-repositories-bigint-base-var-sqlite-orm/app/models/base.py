from advanced_alchemy.base import BigIntBase

# BigIntBase: declarative base with a BigInteger id primary key and a sentinel column
Base = BigIntBase
