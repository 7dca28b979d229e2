from db import CouchbaseClient

# Couchbase client object shared by all routes
couchbase_db = CouchbaseClient()
