module.exports = {

}