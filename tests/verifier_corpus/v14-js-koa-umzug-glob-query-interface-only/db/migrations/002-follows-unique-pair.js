exports.up = async ({ context: queryInterface }) => {
  await queryInterface.addIndex('follows', ['follower_id', 'following_id'], {
    unique: true,
    name: 'follows_pair_unique',
  });
};

exports.down = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('follows', 'follows_pair_unique');
};
