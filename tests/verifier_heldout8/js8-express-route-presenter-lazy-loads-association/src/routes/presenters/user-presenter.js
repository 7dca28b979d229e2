export const presentUser = ({ user, token }) => ({
  email: user.email,
  token,
  username: user.username,
  bio: user.bio,
  image: user.image,
});
