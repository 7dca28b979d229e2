module.exports = {
  dbUri: 'mongodb://admin:Abc123__@192.168.22.130:27017/admin',
  jwtSecret: 'd6a0e3b0-1d79-467d-9016-179940e2691d '
}
