import { Select } from 'antd';

// Its own module so the EUS form can load antd's Select lazily (React.lazy takes a default export).
export default Select;
